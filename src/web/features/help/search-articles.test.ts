import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from './help-articles';
import { searchArticles } from './search-articles';

const ids = (query: string) => searchArticles(HELP_ARTICLES, query).map((a) => a.id);

describe('busca da central de ajuda', () => {
  it('sem busca mostra todos os artigos', () => {
    expect(ids('')).toHaveLength(HELP_ARTICLES.length);
    expect(ids('de o')).toHaveLength(HELP_ARTICLES.length);
  });

  it('ignora acentos e maiúsculas e põe primeiro quem tem a palavra no título', () => {
    expect(ids('CANCELAR')[0]).toBe('cancelar');
    expect(ids('pagamento')[0]).toBe('pagamento');
    expect(ids('cartão')).toContain('pagamento');
    expect(ids('Mifflin')).toEqual(['metas']);
    expect(ids('lgpd')).toEqual(['meus-dados']);
  });

  it('exige todas as palavras', () => {
    expect(ids('foto precisa')).toEqual(['precisao-foto']);
    expect(ids('foto whatsapp xyz')).toEqual([]);
  });

  it('os artigos trazem os números do domínio', () => {
    const price = HELP_ARTICLES.find((a) => a.id === 'preco')!;
    expect(price.paragraphs[0]).toMatch(/R\$\s49,90/);
    const goals = HELP_ARTICLES.find((a) => a.id === 'metas')!.paragraphs.join(' ');
    expect(goals).toContain('Sedentário 1,2');
    expect(goals).toContain('perder peso tira 20%');
    expect(goals).toContain('35 mL por kg');
  });
});
