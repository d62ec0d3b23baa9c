import { describe, expect, it } from 'vitest';
import { liveSiteFactsSchema } from '@/contracts/ratings';
import { parseLiveFacts } from './live-facts-guard';

const cases: unknown[] = [
  { ratings: null, whatsapp: false, photoAnalysis: true },
  { ratings: null, whatsapp: false, photoAnalysis: false },
  { ratings: { average: 4.3, count: 37 }, whatsapp: true, photoAnalysis: true },
  { ratings: { average: 5, count: 1 }, whatsapp: false, photoAnalysis: false },
  { ratings: { average: 0.5, count: 37 }, whatsapp: true, photoAnalysis: true },
  { ratings: { average: 4.3, count: 0 }, whatsapp: true, photoAnalysis: true },
  { ratings: { average: 4.3, count: 2.5 }, whatsapp: true, photoAnalysis: true },
  { ratings: { average: '4,3', count: 37 }, whatsapp: true, photoAnalysis: true },
  { ratings: null, whatsapp: 'true', photoAnalysis: true },
  { ratings: null, whatsapp: false, photoAnalysis: 'false' },
  { ratings: null, whatsapp: false },
  { ratings: null },
  { whatsapp: false },
  null,
  'texto',
];

describe('parseLiveFacts', () => {
  it.each(cases)('concorda com o esquema do contrato em %j', (value) => {
    const parsed = liveSiteFactsSchema.safeParse(value);
    expect(parseLiveFacts(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
