import type { FoodId } from '../foods/types';

/**
 * The foods a plan is built from, each in the part it plays in a Brazilian meal (Guia Alimentar para a
 * População Brasileira, Ministério da Saúde, 2014, ch. 4: café da manhã with bread or cuscuz, milk or
 * eggs, fruit and coffee; almoço and jantar with rice or a root, beans, a meat or eggs, vegetables and
 * salad; lanches with fruit, dairy or nuts). Amounts are counts of one household measure of the food
 * (IBGE POF 2008-2009 weights in the catalog): `typical` is what an adult usually serves, `min`–`max` the
 * range the solver may choose from, in steps of `step` (halves for bread, beans, filés).
 *
 * `cost`: 1 = items of DIEESE's Cesta Básica Nacional (Decreto-Lei 399/1938: carne, leite, feijão, arroz,
 * farinha, batata, tomate, pão francês, café, banana, açúcar, óleo, manteiga) and the cheapest proteins
 * (eggs, chicken, sardines); 3 = what costs several times more per portion (steaks, fillets of fish, nuts,
 * strawberries); 2 = the rest. "Econômico" leaves cost 3 out.
 * `processing`: NOVA classes as the Guia uses them (Monteiro et al., Public Health Nutr 2018;21(1):5-17):
 * in natura or minimally processed first, processed in small amounts, ultraprocessed rare.
 */
export type PlanRole =
  | 'cereal_cafe'
  | 'proteina_cafe'
  | 'fruta'
  | 'bebida'
  | 'gordura_pao'
  | 'base'
  | 'leguminosa'
  | 'proteina'
  | 'legume'
  | 'salada'
  | 'azeite'
  | 'lanche_proteina';

export type Processing = 'in_natura' | 'processado' | 'ultraprocessado';

export interface PlanFood {
  foodId: FoodId;
  role: PlanRole;
  measureId: string;
  step: number;
  min: number;
  typical: number;
  max: number;
  cost: 1 | 2 | 3;
  processing: Processing;
}

type Row = [FoodId, string, number, number, number, number, 1 | 2 | 3, Processing];

const rows: Record<PlanRole, Row[]> = {
  //            food id            measure             step min typ max cost processing
  cereal_cafe: [
    ['taco-53', 'unidade', 0.5, 0.5, 1, 3, 1, 'processado'], // Pão francês
    ['taco-52', 'fatia', 1, 1, 2, 5, 2, 'ultraprocessado'], // Pão de forma integral
    ['taco-533', 'colher-de-servir', 1, 2, 4, 10, 1, 'in_natura'], // Cuscuz de milho
    ['taco-7', 'colher-de-sopa', 1, 1, 2, 5, 2, 'in_natura'], // Aveia em flocos
  ],
  proteina_cafe: [
    ['taco-458', 'copo-americano', 0.5, 0.5, 1, 2, 1, 'in_natura'], // Leite integral
    ['taco-457', 'copo-americano', 0.5, 0.5, 1, 2, 1, 'in_natura'], // Leite desnatado
    ['taco-448', 'pote', 0.5, 0.5, 1, 2, 2, 'in_natura'], // Iogurte natural
    ['taco-461', 'fatia', 0.5, 0.5, 1, 2, 2, 'processado'], // Queijo minas frescal
    ['taco-488', 'unidade', 1, 1, 2, 3, 1, 'in_natura'], // Ovo cozido
    ['recipe-ovo-mexido', 'unidade', 1, 1, 2, 3, 1, 'in_natura'], // Ovo mexido (ovo e manteiga)
    ['taco-582', 'copo-americano', 0.5, 0.5, 1, 2, 2, 'ultraprocessado'], // Bebida de soja
    ['usda-fndds-42202000', 'colher-de-sopa', 0.5, 0.5, 1, 2, 2, 'processado'], // Pasta de amendoim
    ['taco-469', 'fatia', 1, 1, 2, 4, 2, 'processado'], // Ricota
    ['usda-fndds-11411400', 'pote', 0.5, 0.5, 1, 2, 3, 'in_natura'], // Iogurte grego natural
  ],
  fruta: [
    ['taco-182', 'unidade', 1, 1, 1, 3, 1, 'in_natura'], // Banana-prata
    ['taco-225', 'fatia', 0.5, 0.5, 1, 2, 1, 'in_natura'], // Mamão formosa
    ['taco-222', 'unidade', 1, 1, 1, 2, 2, 'in_natura'], // Maçã
    ['taco-214', 'unidade', 1, 1, 1, 3, 1, 'in_natura'], // Laranja-pera
    ['taco-164', 'fatia', 1, 1, 2, 3, 2, 'in_natura'], // Abacaxi
    ['taco-231', 'unidade', 0.5, 0.5, 1, 2, 2, 'in_natura'], // Manga
    ['taco-200', 'unidade', 1, 1, 1, 2, 2, 'in_natura'], // Goiaba
    ['taco-235', 'fatia', 1, 1, 1, 2, 1, 'in_natura'], // Melancia
    ['taco-239', 'unidade', 1, 5, 10, 15, 3, 'in_natura'], // Morango
    ['recipe-salada-de-frutas', 'copo-americano', 0.5, 0.5, 1, 2, 2, 'in_natura'], // Salada de frutas
    ['taco-186', 'unidade', 1, 1, 1, 2, 2, 'in_natura'], // Caju (regional-foods.ts)
    ['taco-203', 'punhado', 1, 1, 1, 3, 2, 'in_natura'], // Jabuticaba (regional-foods.ts)
  ],
  bebida: [['taco-471', 'xicara-de-cafe', 1, 1, 1, 2, 1, 'in_natura']], // Café coado sem açúcar
  gordura_pao: [['taco-261', 'ponta-de-faca', 1, 1, 1, 2, 2, 'processado']], // Manteiga
  base: [
    ['taco-3', 'colher-de-sopa', 1, 2, 5, 12, 1, 'in_natura'], // Arroz branco
    ['taco-1', 'colher-de-sopa', 1, 2, 6, 14, 2, 'in_natura'], // Arroz integral
    ['usda-fndds-56130000', 'colher-de-servir', 1, 1, 3, 7, 1, 'in_natura'], // Macarrão
    ['taco-91', 'unidade', 0.5, 0.5, 1, 3, 1, 'in_natura'], // Batata inglesa
    ['taco-129', 'colher-de-servir', 1, 1, 2, 6, 1, 'in_natura'], // Mandioca
    ['taco-88', 'fatia', 1, 1, 2, 6, 1, 'in_natura'], // Batata-doce
    ['taco-86', 'unidade', 1, 1, 2, 5, 2, 'in_natura'], // Mandioquinha
    ['taco-102', 'colher-de-servir', 1, 1, 2, 6, 1, 'in_natura'], // Cará (regional-foods.ts)
  ],
  leguminosa: [
    ['taco-561', 'concha', 0.5, 0.5, 1, 2.5, 1, 'in_natura'], // Feijão carioca
    ['taco-567', 'concha', 0.5, 0.5, 1, 2.5, 1, 'in_natura'], // Feijão-preto
    ['taco-577', 'colher-de-servir', 1, 2, 3, 9, 2, 'in_natura'], // Lentilha
    ['usda-sr-173757', 'xicara-de-cha', 0.5, 0.5, 0.5, 2, 2, 'in_natura'], // Grão-de-bico
  ],
  proteina: [
    ['taco-410', 'file', 0.5, 0.5, 1, 2.5, 1, 'in_natura'], // Peito de frango grelhado
    ['taco-396', 'coxa', 1, 1, 2, 4, 1, 'in_natura'], // Coxa de frango assada
    ['taco-377', 'bife', 0.5, 0.5, 1, 2.5, 2, 'in_natura'], // Patinho grelhado
    ['taco-346', 'bife', 0.5, 0.5, 1, 2.5, 3, 'in_natura'], // Contrafilé grelhado
    ['taco-326', 'colher-de-servir', 1, 1, 2, 5, 2, 'in_natura'], // Carne moída
    ['taco-301', 'file', 0.5, 0.5, 1, 2.5, 2, 'in_natura'], // Merluza assada
    ['usda-fndds-26158013', 'file', 0.5, 0.5, 1, 2, 3, 'in_natura'], // Tilápia grelhada
    ['taco-318', 'file', 0.5, 0.5, 1, 2.5, 1, 'in_natura'], // Sardinha assada
    ['taco-488', 'unidade', 1, 1, 2, 4, 1, 'in_natura'], // Ovo cozido
    ['recipe-ovo-mexido', 'unidade', 1, 1, 2, 4, 1, 'in_natura'], // Ovo mexido
    ['taco-584', 'fatia', 1, 2, 5, 12, 2, 'processado'], // Tofu
    ['usda-fndds-41107010', 'xicara-de-cha', 0.5, 0.5, 0.5, 2, 1, 'in_natura'], // Soja cozida
    ['usda-fndds-41440000', 'xicara-de-cha', 0.5, 0.5, 0.5, 1.5, 1, 'processado'], // Proteína texturizada de soja
  ],
  legume: [
    ['taco-100', 'colher-de-servir', 1, 1, 3, 6, 2, 'in_natura'], // Brócolis
    ['taco-112', 'colher-de-servir', 1, 1, 2, 5, 1, 'in_natura'], // Chuchu
    ['taco-110', 'colher-de-sopa', 1, 2, 3, 8, 1, 'in_natura'], // Cenoura ralada
    ['taco-98', 'colher-de-sopa', 1, 2, 3, 8, 1, 'in_natura'], // Beterraba ralada
    ['taco-116', 'colher-de-servir', 1, 1, 1, 3, 1, 'in_natura'], // Couve refogada
    ['taco-149', 'colher-de-servir', 1, 1, 2, 5, 1, 'in_natura'], // Repolho
  ],
  salada: [
    ['taco-78', 'folha', 1, 2, 4, 10, 1, 'in_natura'], // Alface
    ['taco-157', 'fatia', 1, 2, 3, 8, 1, 'in_natura'], // Tomate
  ],
  azeite: [['taco-260', 'colher-de-sopa', 0.5, 0.5, 1, 2, 2, 'in_natura']], // Azeite extravirgem
  lanche_proteina: [
    ['taco-448', 'pote', 0.5, 0.5, 1, 2, 2, 'in_natura'], // Iogurte natural
    ['taco-458', 'copo-americano', 0.5, 0.5, 1, 2, 1, 'in_natura'], // Leite integral
    ['taco-461', 'fatia', 0.5, 0.5, 1, 2, 2, 'processado'], // Queijo minas frescal
    ['taco-589', 'unidade', 1, 2, 3, 8, 3, 'in_natura'], // Castanha-do-pará
    ['taco-557', 'colher-de-sopa', 0.5, 0.5, 1, 3, 1, 'in_natura'], // Amendoim
    ['taco-488', 'unidade', 1, 1, 1, 3, 1, 'in_natura'], // Ovo cozido
    ['usda-fndds-41420380', 'pote', 0.5, 0.5, 1, 2, 2, 'ultraprocessado'], // Iogurte de soja
    ['taco-469', 'fatia', 1, 1, 2, 4, 2, 'processado'], // Ricota
    ['usda-fndds-11411400', 'pote', 0.5, 0.5, 1, 2, 3, 'in_natura'], // Iogurte grego natural
  ],
};

export const PLAN_FOODS: readonly PlanFood[] = Object.entries(rows).flatMap(([role, list]) =>
  list.map(([foodId, measureId, step, min, typical, max, cost, processing]) => ({
    foodId,
    role: role as PlanRole,
    measureId,
    step,
    min,
    typical,
    max,
    cost,
    processing,
  })),
);

export function planFoodsFor(role: PlanRole): PlanFood[] {
  return PLAN_FOODS.filter((food) => food.role === role);
}
