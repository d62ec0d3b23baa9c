import { describe, expect, it } from 'vitest';
import { estimateTokens, fitHistory, type Turn } from './context-window';

const conversation = (n: number): Turn[] =>
  Array.from({ length: n }, (_, i) => ({
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    text: i % 2 === 0 ? `pergunta ${i / 2 + 1} sobre feijão` : 'x'.repeat(400),
  }));

describe('fitHistory', () => {
  it('mantém tudo quando cabe, sem resumo', () => {
    expect(fitHistory(conversation(4), 2000)).toEqual({ recent: conversation(4), summary: null });
  });

  it('mantém as trocas mais recentes dentro do orçamento e resume as perguntas anteriores', () => {
    const turns = conversation(60);
    const { recent, summary } = fitHistory(turns, 500);
    const recentTokens = recent.reduce((sum, t) => sum + estimateTokens(t.text) + 4, 0);
    expect(recentTokens).toBeLessThanOrEqual(400);
    expect(recent.at(-1)).toEqual(turns.at(-1));
    expect(recent[0]?.role).toBe('user');
    expect(summary).toMatch(/^Resumo das mensagens anteriores: a pessoa perguntou \(entre outras 13 perguntas\): /);
    expect(summary).toContain('“pergunta 27 sobre feijão”.'); // the latest question not sent in full
    expect(estimateTokens(summary ?? '')).toBeLessThanOrEqual(130);
  });

  it('cita as perguntas longas encurtadas', () => {
    const turns: Turn[] = [
      { role: 'user', text: 'a'.repeat(300) },
      { role: 'assistant', text: 'b'.repeat(4000) },
      { role: 'user', text: 'última' },
    ];
    const { recent, summary } = fitHistory(turns, 500);
    expect(recent).toEqual([{ role: 'user', text: 'última' }]);
    expect(summary).toContain(`“${'a'.repeat(79)}…”`);
  });
});
