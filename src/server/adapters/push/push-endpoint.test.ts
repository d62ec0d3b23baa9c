import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, isPublicAddress } from './push-endpoint';

const publicDns = async () => ['142.250.79.10'];
const privateDns = async () => ['10.0.0.5'];

describe('push endpoints', () => {
  it('tells public addresses from private, loopback and special ones', () => {
    expect(isPublicAddress('142.250.79.10')).toBe(true);
    expect(isPublicAddress('2800:3f0:4001:80e::200a')).toBe(true);
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('accepts https on a public host only', async () => {
    const options = { allowLoopback: false, resolve: publicDns };
    expect(await isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', options)).toBe(true);
    expect(await isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', options)).toBe(false);
    expect(await isAllowedPushEndpoint('https://127.0.0.1/x', options)).toBe(false);
    expect(await isAllowedPushEndpoint('https://[::1]/x', options)).toBe(false);
    expect(await isAllowedPushEndpoint('https://[::ffff:127.0.0.1]/x', options)).toBe(false);
    expect(await isAllowedPushEndpoint('https://[::ffff:8.8.8.8]/x', options)).toBe(true);
    expect(await isAllowedPushEndpoint('https://localhost/x', options)).toBe(false);
    expect(await isAllowedPushEndpoint('https://metadata.internal/x', options)).toBe(false);
    expect(await isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', options)).toBe(false);
    expect(await isAllowedPushEndpoint('not a url', options)).toBe(false);
    expect(
      await isAllowedPushEndpoint('https://push.example.com/x', { allowLoopback: false, resolve: privateDns }),
    ).toBe(false);
    const failing = async () => Promise.reject(new Error('ENOTFOUND'));
    expect(await isAllowedPushEndpoint('https://push.example.com/x', { allowLoopback: false, resolve: failing })).toBe(
      false,
    );
  });

  it('accepts loopback only when allowed', async () => {
    expect(await isAllowedPushEndpoint('http://127.0.0.1:3390/push/1', { allowLoopback: true })).toBe(true);
    expect(await isAllowedPushEndpoint('http://127.0.0.1:3390/push/1', { allowLoopback: false })).toBe(false);
    expect(await isAllowedPushEndpoint('http://10.0.0.1/push/1', { allowLoopback: true })).toBe(false);
  });
});
