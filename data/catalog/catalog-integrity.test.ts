import { describe, expect, it } from 'vitest';
import { toSearchKey } from '../../src/domain/foods/search-key';
import { loadCatalog } from './index';

const catalog = loadCatalog();

/** Which food a name or synonym (as typed, any accents/case) belongs to. */
function ownerOf(text: string): string | undefined {
  const key = toSearchKey(text);
  return catalog.foods.find((food) => food.searchKeys.includes(key))?.id;
}

describe('integridade do catálogo', () => {
  it('tem os 597 ids da TACO (taco-1 … taco-597), ids estáveis e únicos', () => {
    const ids = catalog.foods.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    const tacoIds = catalog.foods.filter((f) => f.kind === 'taco').map((f) => f.tacoId);
    expect(tacoIds.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 597 }, (_, i) => i + 1));
    for (const food of catalog.foods)
      expect(food.id).toMatch(/^(taco-\d+|recipe-[a-z0-9-]+|usda-(sr|fndds)-\d+|ibge-\d{7}-\d{1,2})$/);
  });

  it('nenhum nome ou sinônimo (sem acento, sem caixa) aponta para dois alimentos', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const food of catalog.foods) {
      for (const key of food.searchKeys) {
        const other = owners.get(key);
        if (other && other !== food.id) clashes.push(`"${key}": ${other} e ${food.id}`);
        owners.set(key, food.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each([
    [['arroz', 'arroz branco', 'Arroz cozido'], 'taco-3'],
    [['feijão', 'feijao', 'FEIJÃO CARIOCA'], 'taco-561'],
    [['pão francês', 'pão de sal', 'cacetinho', 'pão carioquinha', 'pão jacó'], 'taco-53'],
    [['mandioca', 'aipim', 'macaxeira'], 'taco-129'],
    [['abóbora cozida', 'jerimum cozido'], 'taco-64'],
    [['abóbora', 'jerimum'], 'taco-65'],
    [['tangerina', 'bergamota', 'poncã', 'mimosa'], 'taco-251'],
    [['banana', 'banana prata'], 'taco-182'],
    [['banana nanica', "banana d'água", 'banana caturra'], 'taco-179'],
    [['ovo', 'ovo cozido', 'ovos'], 'taco-488'],
    [['frango grelhado', 'filé de frango', 'peito de frango'], 'taco-410'],
    [['leite', 'leite integral'], 'taco-458'],
    [['café', 'cafezinho', 'café preto'], 'taco-471'],
    [['batata baroa', 'mandioquinha', 'batata salsa'], 'taco-86'],
    [['arroz e feijão', 'feijão com arroz'], 'recipe-arroz-e-feijao'],
    [['pingado', 'café com leite'], 'recipe-cafe-com-leite'],
  ])('%j → %s', (texts, id) => {
    for (const text of texts) expect(ownerOf(text), text).toBe(id);
  });

  it('tangerina e mexerica são a mesma fruta em variedades da TACO (Poncã e Rio)', () => {
    expect(ownerOf('mexerica')).toBe('taco-238');
    expect(catalog.get('taco-238').tacoName).toBe('Mexerica, Rio, crua');
  });

  it('a popularidade põe o que se come antes do cru ou do raro', () => {
    const c = (id: string): number => catalog.get(id).commonness;
    expect(c('taco-3')).toBeGreaterThan(c('taco-2')); // arroz branco cozido > arroz integral cru
    expect(c('taco-3')).toBeGreaterThan(c('taco-1'));
    expect(c('taco-182')).toBeGreaterThan(c('taco-175')); // banana-prata > banana-da-terra
    expect(c('taco-179')).toBeGreaterThan(c('taco-175'));
    expect(c('taco-561')).toBeGreaterThan(c('taco-562')); // feijão cozido > cru
    for (const food of catalog.foods) {
      expect(food.commonness).toBeGreaterThanOrEqual(0);
      expect(food.commonness).toBeLessThanOrEqual(100);
    }
  });

  it('nomes de exibição são únicos e em pt-BR limpo (sem as vírgulas da TACO)', () => {
    const names = catalog.foods.map((f) => toSearchKey(f.name));
    expect(new Set(names).size).toBe(names.length);
    expect(catalog.get('taco-3').name).toBe('Arroz branco cozido');
    expect(catalog.get('taco-53').name).toBe('Pão francês');
    expect(catalog.get('taco-488').name).toBe('Ovo de galinha cozido');
    for (const food of catalog.foods) expect(food.name, food.id).not.toMatch(/,/);
  });

  it('toda fonte citada existe em sources.json', () => {
    for (const food of catalog.foods) {
      expect(catalog.sourceById(food.sourceId), food.id).toBeDefined();
      for (const s of food.supplements) expect(catalog.sourceById(s.sourceId), food.id).toBeDefined();
    }
  });

  it('alimentos que a TACO não informa e não têm outra fonte ficam desconhecidos, com nota', () => {
    for (const id of ['taco-450', 'taco-591']) {
      const food = catalog.get(id);
      expect(food.per100g.energyKcal).toBeNull();
      expect(food.note).toMatch(/não encontramos fonte confiável/);
    }
  });
});
