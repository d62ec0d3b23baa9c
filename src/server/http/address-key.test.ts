import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('conta endereços IPv4 um a um, também quando escritos como IPv6 mapeado de IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('conta IPv6 pelo seu /64, seja qual for a forma escrita', () => {
    const key = '2001:db8:a:b::/64';
    expect(addressKey('2001:db8:a:b::1')).toBe(key);
    expect(addressKey('2001:0db8:000a:000b:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:DB8:A:B:1:2:3:4')).toBe(key);
    expect(addressKey('2001:db8:a:b::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:a:c::1')).not.toBe(key);
  });

  it('expande "::" onde quer que esteja', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('deixa todo o resto como está', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
