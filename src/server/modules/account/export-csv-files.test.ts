import { describe, expect, it } from 'vitest';
import { exportCsvFiles } from './build-export-archive';
import type { AccountData } from './collect-account-data';

const nutrients = (fiberG: number | null) => ({
  energyKcal: 139,
  proteinG: 1.2,
  carbsG: 35.4,
  fatG: 0,
  fiberG,
  sodiumMg: 9,
});

/** Only what the CSVs read; the rest of the export is the JSON's business. */
const data = {
  meals: [
    {
      id: 'refeicao-1',
      localDate: '2026-11-21',
      // 02:15 UTC on the 22nd is still the 21st in São Paulo.
      eatenAt: new Date('2026-11-22T02:15:00.000Z'),
      slot: 'ceia',
      ...nutrients(0),
      // A Coke (no fibre figure in TACO) with a known 0: the total is not known, so it is not 0.
      incompleteNutrients: ['fiberG'],
      note: null,
      photoId: null,
      items: [
        {
          position: 0,
          foodId: 'taco-x',
          foodName: 'Refrigerante tipo cola',
          quantity: 1,
          unit: 'lata',
          grams: 350,
          ...nutrients(null),
        },
      ],
    },
  ],
  water: [{ localDate: '2026-11-21', at: new Date('2026-11-22T02:00:00.000Z'), ml: 1250 }],
  weights: [{ localDate: '2026-11-21', weightKg: 71.8 }],
} as unknown as AccountData;

describe('CSVs da exportação', () => {
  const files = exportCsvFiles(data);
  const lines = (name: string) => files[name]!.replace('\uFEFF', '').trim().split('\r\n');

  it('deixa vazio o nutriente desconhecido, nunca 0', () => {
    const [header, meal] = lines('refeicoes.csv');
    const fibre = header!.split(';').indexOf('fibras_g');
    expect(meal!.split(';')[fibre]).toBe('');
    const [itemHeader, item] = lines('itens.csv');
    expect(item!.split(';')[itemHeader!.split(';').indexOf('fibras_g')]).toBe('');
    expect(item!.split(';')[itemHeader!.split(';').indexOf('proteinas_g')]).toBe('1,2');
  });

  it('escreve o horário de São Paulo e vírgula decimal', () => {
    expect(lines('refeicoes.csv')[1]).toMatch(/^refeicao-1;2026-11-21;23:15;ceia;139;1,2;35,4;0;;9;;$/);
    expect(lines('agua.csv')).toEqual(['data;horario;ml', '2026-11-21;23:00;1250']);
    expect(lines('pesos.csv')).toEqual(['data;peso_kg', '2026-11-21;71,8']);
  });
});
