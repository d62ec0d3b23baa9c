import { describe, expect, it } from 'vitest';
import { readComparison } from './compare-question';
import { detectIntent } from './detect-intent';
import { readQuestion } from './question-text';

const read = (text: string) => readComparison(readQuestion(text));

describe('readComparison', () => {
  it.each([
    ['tapioca ou pão integral?', 'tapioca', 'pão integral', false],
    ['arroz integral ou branco?', 'arroz integral', 'branco', false],
    ['banana vs maçã', 'banana', 'maçã', false],
    ['qual tem mais proteína, ovo ou frango?', 'ovo', 'frango', true],
    ['qual tem mais proteína ovo ou frango', 'ovo', 'frango', true],
    ['ovo ou frango, qual tem mais proteína?', 'ovo', 'frango', true],
    ['o que é melhor: tapioca ou pão?', 'tapioca', 'pão', true],
    ['é melhor comer tapioca ou pão integral no café?', 'tapioca', 'pão integral', true],
    ['qual a diferença entre leite integral e desnatado?', 'leite integral', 'desnatado', true],
    ['compare ovo com frango', 'ovo', 'frango', true],
    ['tapioca engorda mais que pão francês?', 'tapioca', 'pão francês', true],
    ['ovo tem mais proteína do que frango?', 'ovo', 'frango', true],
  ])('%s → %s × %s', (text, left, right, cued) => {
    expect(read(text)).toEqual({ left, right, cued });
  });

  it('não é comparação sem dois lados, nem com três alimentos', () => {
    expect(read('quanto ainda posso comer hoje?')).toBeNull();
    expect(read('comi arroz e feijão')).toBeNull();
    expect(read('arroz, feijão ou macarrão ou batata?')).toBeNull();
  });
});

describe('detectIntent: comparações, fome e treinos', () => {
  it('encaminha uma comparação sinalizada antes de números e registro', () => {
    expect(detectIntent('qual tem mais proteína, ovo ou frango?')).toEqual({
      kind: 'compare_foods',
      left: 'ovo',
      right: 'frango',
      focus: ['proteinG'],
    });
    expect(detectIntent('qual engorda mais, arroz ou macarrão?')).toMatchObject({ focus: ['energyKcal'] });
    // A reported meal with "e" is logged, never compared.
    expect(detectIntent('jantei 2 fatias de pizza e uma coca lata')).toMatchObject({ kind: 'log_meal' });
    expect(detectIntent('comi arroz ou macarrão, não lembro')).toMatchObject({ kind: 'log_meal' });
  });

  it('lê antes e depois do treino, e fome a menos que seja negada', () => {
    expect(detectIntent('o que comer antes do treino?')).toEqual({ kind: 'workout_snack', timing: 'pre' });
    expect(detectIntent('lanche pré-treino')).toEqual({ kind: 'workout_snack', timing: 'pre' });
    expect(detectIntent('o que comer depois da academia?')).toEqual({ kind: 'workout_snack', timing: 'post' });
    expect(detectIntent('pós-treino: o que como?')).toEqual({ kind: 'workout_snack', timing: 'post' });
    expect(detectIntent('alimentação para quem treina musculação')).toEqual({ kind: 'workout_snack', timing: null });
    expect(detectIntent('quantas calorias gasto na corrida?')).not.toMatchObject({ kind: 'workout_snack' });
    expect(detectIntent('como melhorar meu treino?')).toEqual({ kind: 'unknown' });
    expect(detectIntent('estou com muita fome')).toEqual({ kind: 'hunger' });
    expect(detectIntent('tô com fome, o que posso comer?')).toEqual({ kind: 'hunger' });
    expect(detectIntent('não sinto fome de manhã')).toEqual({ kind: 'unknown' });
    expect(detectIntent('perdi a fome')).toEqual({ kind: 'unknown' });
  });

  it('mantém a segurança em primeiro lugar: sinais de risco e temas de cuidado vencem as novas intenções', () => {
    expect(detectIntent('estou com fome mas estou há 3 dias sem comer')).toMatchObject({ kind: 'risk' });
    expect(detectIntent('tive um desmaio depois do treino, o que comer?')).toMatchObject({ kind: 'risk' });
    expect(detectIntent('tenho diabetes: arroz integral ou branco?')).toEqual({ kind: 'care', topic: 'condition' });
    expect(detectIntent('estou grávida e com muita fome')).toEqual({ kind: 'care', topic: 'pregnancy' });
  });
});
