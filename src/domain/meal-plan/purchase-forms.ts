import type { FoodId } from '../foods/types';

/** Supermarket sections, in the order a Brazilian shopper walks them. */
export const SHOPPING_SECTIONS = [
  'Hortifrúti',
  'Açougue e peixaria',
  'Padaria',
  'Frios e laticínios',
  'Mercearia',
] as const;
export type ShoppingSection = (typeof SHOPPING_SECTIONS)[number];

/**
 * How a food is bought. `raw`: the raw or dry food in TACO 4th ed.; what is eaten cooked is bought raw,
 * in the weight with the same energy (rice triples as it cooks: TACO 3 cooked 128 kcal vs TACO 4 raw
 * 358 kcal per 100 g → 100 g cooked ≈ 36 g raw). `unit`: kg (weighed, rounded up to 100 g), or a count of
 * `packGrams` packs (dúzia, pacote, maço, litro…), rounded up.
 */
export interface PurchaseForm {
  name: string;
  section: ShoppingSection;
  raw: FoodId | null;
  unit: 'kg' | 'dúzia' | 'pacote' | 'maço' | 'litro' | 'unidade' | 'pote' | 'bandeja' | 'garrafa';
  /** Grams in one purchase unit (a dúzia of eggs ≈ 12 × 50 g; a litro of milk ≈ 1,030 g). Unused for kg. */
  packGrams: number;
  /** Coffee: grams of ground coffee per 100 g of brewed coffee (about 8 g, the usual coado proportion). */
  perEatenGram?: number;
}

const f = (
  name: string,
  section: ShoppingSection,
  unit: PurchaseForm['unit'],
  packGrams = 1000,
  raw: FoodId | null = null,
): PurchaseForm => ({ name, section, unit, packGrams, raw });

export const PURCHASE_FORMS: Record<FoodId, PurchaseForm> = {
  'taco-53': f('Pão francês', 'Padaria', 'unidade', 50),
  'taco-52': f('Pão de forma integral', 'Padaria', 'pacote', 500),
  'taco-533': f('Flocão de milho', 'Mercearia', 'pacote', 500, 'taco-22'),
  'taco-7': f('Aveia em flocos', 'Mercearia', 'pacote', 250),
  'taco-458': f('Leite integral', 'Frios e laticínios', 'litro', 1030),
  'taco-457': f('Leite desnatado', 'Frios e laticínios', 'litro', 1030),
  'taco-448': f('Iogurte natural', 'Frios e laticínios', 'pote', 170),
  'usda-fndds-11411400': f('Iogurte grego natural', 'Frios e laticínios', 'pote', 100),
  'taco-461': f('Queijo minas frescal', 'Frios e laticínios', 'kg'),
  'taco-469': f('Ricota', 'Frios e laticínios', 'kg'),
  'taco-488': f('Ovos', 'Mercearia', 'dúzia', 600),
  'taco-489': f('Ovos', 'Mercearia', 'dúzia', 600),
  'taco-582': f('Bebida de soja', 'Mercearia', 'litro', 1000),
  'usda-fndds-41420380': f('Iogurte de soja', 'Frios e laticínios', 'pote', 150),
  'usda-fndds-42202000': f('Pasta de amendoim', 'Mercearia', 'pote', 500),
  'taco-182': f('Banana-prata', 'Hortifrúti', 'dúzia', 12 * 75),
  'taco-225': f('Mamão formosa', 'Hortifrúti', 'kg'),
  'taco-222': f('Maçã fuji', 'Hortifrúti', 'kg'),
  'taco-214': f('Laranja-pera', 'Hortifrúti', 'kg'),
  'taco-164': f('Abacaxi', 'Hortifrúti', 'unidade', 750),
  'taco-231': f('Manga tommy', 'Hortifrúti', 'kg'),
  'taco-200': f('Goiaba vermelha', 'Hortifrúti', 'kg'),
  'taco-235': f('Melancia', 'Hortifrúti', 'kg'),
  'taco-239': f('Morango', 'Hortifrúti', 'bandeja', 250),
  'taco-226': f('Mamão papaia', 'Hortifrúti', 'kg'),
  'taco-256': f('Uva itália', 'Hortifrúti', 'kg'),
  'taco-215': f('Laranja-baía', 'Hortifrúti', 'kg'),
  'taco-186': f('Caju', 'Hortifrúti', 'kg'),
  'taco-203': f('Jabuticaba', 'Hortifrúti', 'kg'),
  'taco-471': { ...f('Café em pó', 'Mercearia', 'pacote', 500, null), perEatenGram: 0.08 },
  'taco-261': f('Manteiga', 'Frios e laticínios', 'pote', 200),
  'taco-3': f('Arroz branco', 'Mercearia', 'pacote', 1000, 'taco-4'),
  'taco-1': f('Arroz integral', 'Mercearia', 'pacote', 1000, 'taco-2'),
  'usda-fndds-56130000': f('Macarrão', 'Mercearia', 'pacote', 500, 'taco-40'),
  'taco-91': f('Batata inglesa', 'Hortifrúti', 'kg', 1000, 'taco-92'),
  'taco-129': f('Mandioca', 'Hortifrúti', 'kg', 1000, 'taco-130'),
  'taco-88': f('Batata-doce', 'Hortifrúti', 'kg', 1000, 'taco-89'),
  'taco-86': f('Mandioquinha', 'Hortifrúti', 'kg'),
  'taco-102': f('Cará', 'Hortifrúti', 'kg', 1000, 'taco-103'),
  'taco-561': f('Feijão carioca', 'Mercearia', 'pacote', 1000, 'taco-562'),
  'taco-567': f('Feijão-preto', 'Mercearia', 'pacote', 1000, 'taco-568'),
  'taco-577': f('Lentilha', 'Mercearia', 'pacote', 500, 'taco-578'),
  'usda-sr-173757': f('Grão-de-bico', 'Mercearia', 'pacote', 500, 'taco-575'),
  'taco-410': f('Peito de frango', 'Açougue e peixaria', 'kg', 1000, 'taco-409'),
  'taco-396': f('Coxa de frango', 'Açougue e peixaria', 'kg', 1000, 'taco-397'),
  'taco-377': f('Patinho', 'Açougue e peixaria', 'kg', 1000, 'taco-376'),
  'taco-346': f('Contrafilé', 'Açougue e peixaria', 'kg', 1000, 'taco-345'),
  'taco-326': f('Carne moída', 'Açougue e peixaria', 'kg', 1000, 'taco-327'),
  'taco-301': f('Filé de merluza', 'Açougue e peixaria', 'kg', 1000, 'taco-302'),
  'usda-fndds-26158013': f('Filé de tilápia', 'Açougue e peixaria', 'kg'),
  'taco-318': f('Sardinha', 'Açougue e peixaria', 'kg', 1000, 'taco-321'),
  'taco-584': f('Tofu', 'Frios e laticínios', 'pacote', 250),
  'usda-fndds-41107010': f('Soja em grão', 'Mercearia', 'pacote', 500),
  'usda-fndds-41440000': f('Proteína texturizada de soja', 'Mercearia', 'pacote', 500),
  'taco-100': f('Brócolis', 'Hortifrúti', 'maço', 300),
  'taco-112': f('Chuchu', 'Hortifrúti', 'kg'),
  'taco-110': f('Cenoura', 'Hortifrúti', 'kg'),
  'taco-98': f('Beterraba', 'Hortifrúti', 'kg'),
  'taco-116': f('Couve', 'Hortifrúti', 'maço', 200),
  'taco-149': f('Repolho', 'Hortifrúti', 'kg'),
  'taco-78': f('Alface crespa', 'Hortifrúti', 'maço', 200),
  'taco-157': f('Tomate', 'Hortifrúti', 'kg'),
  'taco-260': f('Azeite extravirgem', 'Mercearia', 'garrafa', 460),
  'taco-589': f('Castanha-do-pará', 'Mercearia', 'pacote', 100),
  'taco-557': f('Amendoim', 'Mercearia', 'pacote', 500),
};
