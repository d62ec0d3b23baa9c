import type { FoodId } from './types';

/**
 * The food groups of the Brazilian substitution lists, as the Pirâmide
 * Alimentar Adaptada draws them (Philippi, Latterza, Cruz & Ribeiro, Rev.
 * Nutr. 12(1):65-80, 1999 — source "philippi-1999"): within a group, foods
 * stand in for one another portion for portion because they play the same part
 * in a meal; across groups a swap matches the energy but not the nutrients.
 * The pyramid's reference portions (2,000 kcal) are about 150 kcal for the
 * cereals/tubers group, 15 kcal vegetables, 70 kcal fruit, 55 kcal beans,
 * 190 kcal meat and eggs, 120 kcal milk and dairy, 73 kcal oils, 110 kcal
 * sugars — which is why the equivalent is computed by energy.
 *
 * Each group lists the catalog foods that stand for it in everyday Brazilian
 * meals (the same foods the Guia Alimentar para a População Brasileira, 2014,
 * uses in its meal examples), in `kinds`: foods eaten the same way (bread-like
 * at breakfast, rice-like at lunch) are offered first. A food not listed here
 * has no group: the assistant asks what to swap it for instead of guessing.
 */
export type SubstitutionGroupId =
  | 'cereais_tuberculos'
  | 'hortalicas'
  | 'frutas'
  | 'leguminosas'
  | 'carnes_ovos'
  | 'leite_derivados'
  | 'oleos_gorduras'
  | 'acucares_doces';

export interface SubstitutionGroup {
  id: SubstitutionGroupId;
  /** pt-BR, as the pyramid names it. */
  label: string;
  kinds: readonly (readonly FoodId[])[];
}

export const SUBSTITUTION_GROUPS: readonly SubstitutionGroup[] = [
  {
    id: 'cereais_tuberculos',
    label: 'arroz, pães, massas, tubérculos e raízes',
    kinds: [
      // Eaten like rice, at lunch and dinner
      [
        'taco-3', // Arroz branco cozido
        'taco-88', // Batata-doce cozida
        'taco-129', // Mandioca cozida
        'usda-fndds-56130000', // Macarrão cozido
        'taco-91', // Batata inglesa cozida
        'taco-1', // Arroz integral cozido
        'taco-86', // Mandioquinha cozida
        'ibge-6400501-2', // Inhame cozido
        'taco-62', // Polenta pré-cozida
      ],
      // Eaten like bread, at breakfast and snacks
      [
        'taco-53', // Pão francês
        'ibge-6501516-99', // Tapioca de goma
        'taco-533', // Cuscuz de milho
        'taco-52', // Pão de forma integral
        'usda-fndds-51101000', // Pão de forma branco
        'taco-551', // Tapioca com manteiga
        'taco-63', // Torrada de pão francês
        'taco-13', // Biscoito cream cracker
        'taco-7', // Aveia em flocos
      ],
    ],
  },
  {
    id: 'hortalicas',
    label: 'verduras e legumes',
    kinds: [
      [
        'taco-100', // Brócolis cozido
        'taco-112', // Chuchu cozido
        'taco-110', // Cenoura crua
        'taco-71', // Abobrinha crua
        'taco-98', // Beterraba crua
        'taco-65', // Abóbora cabotiá crua
        'taco-116', // Couve refogada
        'taco-157', // Tomate cru
        'taco-78', // Alface crespa
        'taco-142', // Pepino cru
      ],
    ],
  },
  {
    id: 'frutas',
    label: 'frutas',
    kinds: [
      [
        'taco-182', // Banana-prata
        'taco-222', // Maçã fuji
        'taco-214', // Laranja-pera
        'taco-225', // Mamão formosa
        'taco-226', // Mamão papaia
        'taco-243', // Pera williams
        'taco-256', // Uva itália
        'taco-164', // Abacaxi
        'taco-231', // Manga tommy
        'taco-235', // Melancia
        'taco-239', // Morango
        'taco-207', // Kiwi
        'taco-200', // Goiaba vermelha
      ],
    ],
  },
  {
    id: 'leguminosas',
    label: 'feijões e outras leguminosas',
    kinds: [
      [
        'taco-561', // Feijão carioca cozido
        'taco-567', // Feijão-preto cozido
        'taco-577', // Lentilha cozida
        'usda-sr-173757', // Grão-de-bico cozido
        'usda-fndds-41107010', // Soja cozida
        'taco-560', // Ervilha em conserva
      ],
    ],
  },
  {
    id: 'carnes_ovos',
    label: 'carnes e ovos',
    kinds: [
      [
        'taco-410', // Peito de frango grelhado
        'taco-488', // Ovo de galinha cozido
        'taco-326', // Carne moída cozida
        'taco-301', // Merluza assada
        'taco-377', // Patinho grelhado
        'taco-346', // Contrafilé grelhado
        'usda-fndds-26158013', // Tilápia grelhada
        'taco-318', // Sardinha assada
        'taco-277', // Atum em conserva em óleo
        'taco-396', // Coxa de frango assada
      ],
    ],
  },
  {
    id: 'leite_derivados',
    label: 'leite, queijos e iogurtes',
    kinds: [
      [
        'taco-458', // Leite integral
        'taco-448', // Iogurte natural
        'taco-461', // Queijo minas frescal
        'taco-457', // Leite desnatado
        'taco-449', // Iogurte natural desnatado
        'taco-463', // Muçarela
        'taco-469', // Ricota
        'taco-468', // Requeijão cremoso
      ],
    ],
  },
  {
    id: 'oleos_gorduras',
    label: 'óleos e gorduras',
    kinds: [
      [
        'taco-260', // Azeite de oliva extravirgem
        'taco-261', // Manteiga com sal
        'taco-272', // Óleo de soja
        'taco-263', // Margarina com sal
      ],
    ],
  },
  {
    id: 'acucares_doces',
    label: 'açúcares e doces',
    kinds: [
      [
        'taco-507', // Mel de abelha
        'taco-198', // Goiabada
        'taco-501', // Doce de leite cremoso
        'taco-494', // Açúcar refinado
        'taco-495', // Chocolate ao leite
        'taco-510', // Rapadura
        'usda-fndds-91402000', // Geleia de frutas
        'recipe-brigadeiro', // Brigadeiro
      ],
    ],
  },
];

export function substitutionGroupOf(foodId: FoodId): SubstitutionGroup | null {
  return SUBSTITUTION_GROUPS.find((group) => group.kinds.some((kind) => kind.includes(foodId))) ?? null;
}

/** Foods that stand in for `foodId`: those eaten the same way first, then the rest of its group. */
export function substitutesOf(foodId: FoodId): FoodId[] {
  const group = substitutionGroupOf(foodId);
  if (!group) return [];
  const own = group.kinds.find((kind) => kind.includes(foodId)) ?? [];
  const rest = group.kinds.filter((kind) => kind !== own).flat();
  return [...own, ...rest].filter((id) => id !== foodId);
}
