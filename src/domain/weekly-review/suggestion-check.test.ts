import { describe, expect, it } from 'vitest';
import { checkSuggestion, numbersIn } from './suggestion-check';

const FIGURES = [
  'Dias com registro: 5 de 7',
  'Energia média: 2.310 kcal por dia registrado (meta: 1.980 kcal)',
  'Peso: -0,6 kg (60 → 59,4 kg)',
  'Maiores fontes de energia: Arroz branco cozido (45%), Feijão carioca cozido (30%)',
];

describe('números de um texto em português', () => {
  it('lê milhar com ponto, decimal com vírgula, porcentagem e números por extenso', () => {
    expect(numbersIn('Ficou 2.310 kcal, perdeu 0,6 kg, 45% do total, em três dias')).toEqual([2310, 0.6, 45, 3]);
    expect(numbersIn('1.850,5 e 1.5')).toEqual([1850.5, 1.5]);
    // "um"/"uma" são também artigos: não contam.
    expect(numbersIn('Inclua uma fruta em um lanche')).toEqual([]);
  });
});

describe('a sugestão do modelo', () => {
  it('passa quando é um texto curto em português com só os números dados', () => {
    const answer =
      '  "Você registrou 5 de 7 dias e o arroz foi 45% da energia: sirva uma porção menor de arroz no jantar."  ';
    expect(checkSuggestion(answer, FIGURES)).toEqual({
      ok: true,
      text: 'Você registrou 5 de 7 dias e o arroz foi 45% da energia: sirva uma porção menor de arroz no jantar.',
    });
    expect(
      checkSuggestion(
        'Sugestão: mantenha os registros e troque o arroz por salada em dois jantares, com 0,6 kg a menos.',
        [...FIGURES, 'Dias: 2'],
      ).ok,
    ).toBe(true);
  });

  it.each([
    ['um número inventado', 'Você comeu 2.900 kcal por dia: reduza as porções do jantar nesta semana, com calma.'],
    ['um número por extenso inventado', 'Tente incluir quatro porções de legumes por dia na sua semana, no almoço.'],
    ['curta demais', 'Coma melhor.'],
    ['longa demais', `Você registrou 5 de 7 dias. ${'Mantenha os registros e a água. '.repeat(9)}`],
    ['em inglês', 'This week, try to log your lunch every day and drink more water with your meals.'],
    ['em espanhol', 'Esta semana, intente registrar el almuerzo todos los días y tome más agua con las comidas.'],
    ['com lista', 'Nesta semana:\n- registre o almoço todos os dias\n- beba mais água no trabalho'],
    ['com marcação', 'Nesta semana, **registre o almoço** todos os dias e beba mais água com as refeições.'],
    ['com link', 'Veja https://exemplo.com para ideias de lanches com proteína para a sua semana, com calma.'],
  ])('é recusada com %s', (_case, answer) => {
    expect(checkSuggestion(answer, FIGURES).ok).toBe(false);
  });
});
