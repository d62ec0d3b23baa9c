/**
 * Snacks people actually eat, written by hand (docs/decisions/0027-curated-snacks-comparisons-and-multi-item-chat.md):
 * a search over any two foods that fit the numbers proposes "presunto + leite desnatado" before a workout.
 * Foods and household measures are catalog ids; every figure is computed from the catalog (combo-figures.ts).
 *
 * - Before a workout: carbohydrate that digests easily, little fat and fibre (Thomas, Erdman & Burke,
 *   "Nutrition and Athletic Performance", joint position of the Academy of Nutrition and Dietetics,
 *   Dietitians of Canada and the ACSM, Med Sci Sports Exerc 2016;48(3):543–568).
 * - After a workout: protein with carbohydrate (same position stand; Kerksick et al., ISSN position stand:
 *   nutrient timing, J Int Soc Sports Nutr 2017;14:33).
 * - When hungry: protein and fibre, low energy density (at most 1,5 kcal/g, Rolls' "low") — fruit, vegetables, yoghurt, eggs
 *   (Rolls, Physiol Behav 2009;97(5):609–615; Holt et al., "A satiety index of common foods",
 *   Eur J Clin Nutr 1995;49(9):675–690), in natura or minimally processed as the Guia Alimentar para a
 *   População Brasileira recommends for snacks (Ministério da Saúde, 2ª ed., 2014).
 * - Light: the lowest-energy options, for a day with little left.
 *
 * Within a moment, options are offered in this order: the most typical Brazilian choice first. Left out on
 * purpose (snack-combos.test.ts): mingau de aveia with whole milk (7 g of fat) before training, and, after it, a
 * glass of vitamina de banana (6 g of protein) or a tapioca com queijo (5 g).
 */
export type ComboMoment = 'pre_workout' | 'post_workout' | 'hunger' | 'light';

export interface ComboPart {
  foodId: string;
  quantity: number;
  measureId: string;
}

export interface SnackCombo {
  /** pt-BR, as a person says it: "Pão com mel". */
  name: string;
  moments: readonly ComboMoment[];
  parts: readonly ComboPart[];
}

const part = (foodId: string, quantity: number, measureId: string): ComboPart => ({ foodId, quantity, measureId });

export const SNACK_COMBOS: readonly SnackCombo[] = [
  // Hungry: protein and fibre, low energy density (the first two lead the hunger answer).
  {
    name: 'Salada com ovos cozidos',
    moments: ['hunger'],
    parts: [part('recipe-salada-de-alface-e-tomate', 1, 'receita'), part('taco-488', 2, 'unidade')],
  },
  {
    name: 'Iogurte natural com morangos',
    moments: ['hunger'],
    parts: [part('taco-448', 1, 'pote'), part('taco-239', 1, 'porcao')],
  },
  // After a workout: protein with carbohydrate (the yoghurt also fills a hungry afternoon).
  {
    name: 'Iogurte natural com banana',
    moments: ['post_workout', 'hunger'],
    parts: [part('taco-448', 1, 'pote'), part('taco-182', 1, 'unidade')],
  },
  {
    name: 'Sanduíche de frango',
    moments: ['post_workout'],
    parts: [part('taco-53', 1, 'unidade'), part('taco-408', 3, 'colher-de-sopa')],
  },
  {
    name: 'Ovos com pão',
    moments: ['post_workout'],
    parts: [part('taco-488', 2, 'unidade'), part('taco-53', 1, 'unidade')],
  },
  {
    name: 'Arroz com frango',
    moments: ['post_workout'],
    parts: [part('taco-3', 4, 'colher-de-sopa'), part('taco-410', 1, 'file')],
  },
  // Before a workout: carbohydrate first.
  { name: 'Banana com aveia', moments: ['pre_workout'], parts: [part('recipe-banana-com-aveia', 1, 'receita')] },
  {
    name: 'Pão com mel',
    moments: ['pre_workout'],
    parts: [part('taco-53', 1, 'unidade'), part('taco-507', 1, 'colher-de-sopa')],
  },
  { name: 'Batata-doce', moments: ['pre_workout'], parts: [part('taco-88', 1, 'porcao')] },
  { name: 'Uma banana', moments: ['pre_workout', 'light'], parts: [part('taco-182', 1, 'unidade')] },
  // More for the hungry.
  {
    name: 'Maçã com queijo branco',
    moments: ['hunger'],
    parts: [part('taco-222', 1, 'unidade'), part('taco-461', 1, 'fatia')],
  },
  {
    name: 'Mamão com aveia',
    moments: ['hunger'],
    parts: [part('taco-226', 1, 'metade'), part('taco-7', 1, 'colher-de-sopa')],
  },
  // Light: for a day with little left.
  {
    name: 'Salada de alface e tomate',
    moments: ['light'],
    parts: [part('recipe-salada-de-alface-e-tomate', 1, 'receita')],
  },
  {
    name: 'Palitos de cenoura e pepino',
    moments: ['light'],
    parts: [part('taco-110', 1, 'unidade-pequena'), part('taco-142', 1, 'unidade')],
  },
  { name: 'Uma fatia de melancia', moments: ['light'], parts: [part('taco-235', 1, 'fatia')] },
  { name: 'Iogurte natural desnatado', moments: ['light'], parts: [part('taco-449', 1, 'pote')] },
  { name: 'Uma maçã', moments: ['light'], parts: [part('taco-222', 1, 'unidade')] },
];
