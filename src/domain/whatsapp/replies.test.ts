import { describe, expect, it } from 'vitest';
import type { DayStats } from '../stats/stats-report';
import {
  daySummary,
  describePlate,
  mealProposalReply,
  registerTitle,
  unlinkedNotice,
  type MealProposal,
} from './replies';

const noon = new Date('2026-11-22T15:00:00Z'); // 12:00 in São Paulo
const nutrients = (kcal: number, protein: number) => ({
  energyKcal: kcal,
  proteinG: protein,
  carbsG: 10.25,
  fatG: 0.5,
  fiberG: null,
  sodiumMg: null,
});

const lunch: MealProposal = {
  items: [
    {
      foodName: 'Arroz, tipo 1, cozido',
      quantity: 4,
      unit: 'colheres de sopa',
      grams: 100,
      nutrients: nutrients(128, 2.5),
    },
    { foodName: 'Feijão, carioca, cozido', quantity: 1, unit: 'concha', grams: 86, nutrients: nutrients(1065.4, 4.1) },
  ],
  totals: nutrients(1193.4, 6.6),
  unmatched: ['farofa da vó'],
  slot: 'almoco',
  eatenAt: noon,
};

describe('respostas do WhatsApp', () => {
  it('a análise: itens, totais em números brasileiros, o que faltou e os dois botões', () => {
    const reply = mealProposalReply(lunch, 'abc', noon);
    expect(reply.kind).toBe('buttons');
    if (reply.kind !== 'buttons') return;
    expect(reply.text.split('\n')).toEqual([
      'Almoço, hoje às 12:00:',
      '• Arroz, tipo 1, cozido, 4 colheres de sopa (100 g): 128 kcal',
      '• Feijão, carioca, cozido, 1 concha (86 g): 1.065 kcal',
      'Total: 1.193 kcal, 6,6 g de proteína, 10 g de carboidratos, 0,5 g de gorduras.',
      'Não reconheci: farofa da vó (fica de fora).',
      'Confira e toque em registrar, ou corrija no app.',
    ]);
    expect(reply.buttons).toEqual([
      { id: 'log:abc', title: 'Registrar Almoço' },
      { id: 'fix', title: 'Corrigir no app' },
    ]);
  });

  it('uma refeição enorme cabe no limite de 1024 caracteres, com o total preservado', () => {
    const many = { ...lunch, items: Array.from({ length: 60 }, () => lunch.items[0]!) };
    const reply = mealProposalReply(many, 'abc', noon);
    expect([...(reply.kind === 'buttons' ? reply.text : '')].length).toBeLessThanOrEqual(1024);
    expect(reply.kind === 'buttons' && reply.text).toMatch(/Total: /);
  });

  it('todo botão de registro cabe em 20 caracteres', () => {
    for (const slot of ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] as const) {
      expect([...registerTitle(slot)].length).toBeLessThanOrEqual(20);
    }
    expect(registerTitle('cafe')).toBe('Registrar Café');
  });

  it('o resumo do dia compara com as metas e diz quanto ainda cabe', () => {
    const stats: DayStats = {
      date: '2026-11-22',
      energyKcal: 950.4,
      energyTargetKcal: 1450,
      proteinG: 40,
      proteinTargetG: 90,
      carbsG: 120,
      carbsTargetG: 160,
      fatG: 30,
      fatTargetG: 48,
      mealsLogged: 2,
      mealsPerDay: 4,
      slotsLogged: ['cafe', 'almoco'],
      waterMl: 0,
      waterTargetMl: 2000,
      streakDays: 1,
      weeklyProgressPct: 10,
    };
    const reply = daySummary(stats);
    expect(reply.kind === 'text' && reply.text.split('\n')).toEqual([
      'Seu dia até agora:',
      'Energia: 950 kcal de 1.450 kcal',
      'Proteína: 40 g de 90 g',
      'Carboidratos: 120 g de 160 g',
      'Gorduras: 30 g de 48 g',
      'Ainda cabem 500 kcal hoje.',
      'Refeições registradas: Café, Almoço.',
    ]);
    const over = daySummary({ ...stats, energyKcal: 1600 });
    expect(over.kind === 'text' && over.text).toContain('Você passou 150 kcal da meta de hoje.');
  });

  it('o aviso a números não conectados só diz como conectar', () => {
    const reply = unlinkedNotice('https://nutri.example/dashboard/settings#whatsapp');
    expect(reply).toEqual({ kind: 'text', text: expect.stringContaining('não está conectado') });
  });
});

describe('foto sem alimentos pelo WhatsApp', () => {
  const ask = 'Descreva o prato em texto, por exemplo: “arroz, feijão, bife e salada”.';
  it.each([
    ['Não encontramos alimentos na foto. Descreva o prato abaixo.', 'Não encontramos alimentos na foto.'],
    [
      'O reconhecimento da foto demorou demais. Sua foto foi guardada: descreva o prato abaixo.',
      'O reconhecimento da foto demorou demais.',
    ],
    ['Ainda não consigo reconhecer o prato pela foto.', 'Ainda não consigo reconhecer o prato pela foto.'],
  ])('diz por quê e pede a descrição uma vez só (issue 25): %s', (notice, reason) => {
    const reply = describePlate(notice) as { text: string };
    expect(reply.text).toBe(`${reason} ${ask}`);
    expect(reply.text.match(/descrev/gi)).toHaveLength(1);
  });

  it('sem aviso, só pede a descrição', () => {
    expect((describePlate(null) as { text: string }).text).toBe(ask);
  });
});
