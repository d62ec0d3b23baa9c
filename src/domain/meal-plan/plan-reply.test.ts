import { describe, expect, it } from 'vitest';
import type { PlanFigures, PlannedDay, PlannedItem } from './plan-types';
import { planDayFor, planReply } from './plan-reply';

const figures = (energyKcal: number, proteinG = 0): PlanFigures => ({
  energyKcal,
  proteinG,
  carbsG: 10,
  fatG: 2,
  fiberG: 1,
  sodiumMg: 5,
});
const item = (foodName: string, measure: string, grams: number, energyKcal: number): PlannedItem => ({
  foodId: `taco-${foodName.length}`,
  role: 'base',
  measureId: 'colher-de-sopa',
  step: 1,
  min: 1,
  typical: 2,
  max: 5,
  cost: 1,
  processing: 'in_natura',
  foodName,
  quantity: 4,
  grams,
  measure,
  figures: figures(energyKcal),
  locked: false,
});
const day = (date: string, rice: number): PlannedDay => ({
  date,
  meals: [
    {
      slot: 'almoco',
      items: [item('Arroz, tipo 1, cozido', '4 colheres de sopa', 100, rice)],
      totals: figures(rice, 3),
    },
    {
      slot: 'jantar',
      items: [
        item('Feijão, carioca, cozido', '1 concha', 140, 106),
        item('Ovo, de galinha, cozido', '2 unidades', 100, 146),
      ],
      totals: figures(252, 19.6),
    },
  ],
  totals: figures(252 + rice, 22.6),
});
// 2026-11-22 is a Sunday.
const plan = { days: [day('2026-11-22', 128), day('2026-11-23', 154), day('2026-11-25', 90)] };

describe('planReply', () => {
  it('mostra a refeição do plano com as medidas caseiras, os gramas e o total guardados', () => {
    const text = planReply(
      { kind: 'plan_show', day: { offset: 0 }, slot: 'jantar' },
      plan,
      '2026-11-22',
      '/dashboard/plano',
    );
    expect(text).toContain('Jantar de hoje, do seu plano alimentar:');
    expect(text).toContain('• 1 concha de Feijão, carioca, cozido (140 g) — 106 kcal');
    expect(text).toContain('• 2 unidades de Ovo, de galinha, cozido (100 g) — 146 kcal');
    expect(text).toContain('Total: 252 kcal · 20 g de proteína · 10 g de carboidratos · 2 g de gorduras');
    expect(text).toContain('/dashboard/plano');
  });

  it('mostra o dia de amanhã inteiro, com o total do dia', () => {
    const text = planReply({ kind: 'plan_show', day: { offset: 1 }, slot: null }, plan, '2026-11-22', '/p');
    expect(text).toContain('Cardápio de amanhã');
    expect(text).toContain('4 colheres de sopa de Arroz, tipo 1, cozido (100 g) — 154 kcal');
    expect(text).toContain('No dia: 406 kcal');
  });

  it('acha a quarta-feira do plano e diz quando o dia ou a refeição não estão nele', () => {
    expect(planDayFor(plan.days, { weekday: 3 }, '2026-11-22')?.date).toBe('2026-11-25');
    expect(planDayFor(plan.days, { weekday: 2 }, '2026-11-22')).toBeNull();
    expect(planReply({ kind: 'plan_show', day: { offset: 5 }, slot: null }, plan, '2026-11-22', '/p')).toMatch(
      /não tem .* vai de 22\/11 a 25\/11/,
    );
    expect(planReply({ kind: 'plan_show', day: { offset: 0 }, slot: 'ceia' }, plan, '2026-11-22', '/p')).toMatch(
      /não tem ceia .*\(almoço, jantar\)/,
    );
  });

  it('sem plano aponta a tela do plano e nunca inventa um cardápio', () => {
    const show = planReply(
      { kind: 'plan_show', day: { offset: 0 }, slot: 'jantar' },
      null,
      '2026-11-22',
      '/dashboard/plano',
    );
    expect(show).toMatch(/ainda não tem um plano alimentar.*\/dashboard\/plano/);
    expect(show).not.toMatch(/kcal/);
    const make = planReply({ kind: 'plan_make' }, null, '2026-11-22', '/dashboard/plano');
    expect(make).toMatch(/gere o plano em \/dashboard\/plano/);
    expect(planReply({ kind: 'plan_make' }, plan, '2026-11-22', '/p')).toMatch(/já tem um plano/);
  });

  it('arredonda como a tela do plano: 1.514,46 kcal é 1.514,5 na API e 1.515 kcal no texto', () => {
    // The API rounds to 0.1 and the screen to whole kcal; the text must not round the exact figure once and say 1.514.
    const exact = day('2026-11-22', 1514.46 - 252);
    exact.meals[0]!.items[0]!.figures = figures(1262.46);
    const text = planReply(
      { kind: 'plan_show', day: { offset: 0 }, slot: null },
      { days: [exact] },
      '2026-11-22',
      '/p',
    );
    expect(text).toContain('No dia: 1.515 kcal');
    expect(text).toContain('(100 g) — 1.263 kcal');
  });
});
