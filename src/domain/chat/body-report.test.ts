import { describe, expect, it } from 'vitest';
import { readWaterReport, readWeightReport } from './body-report';
import { readQuestion } from './question-text';

const key = (text: string) => readQuestion(text).key;

describe('readWaterReport', () => {
  it.each([
    ['bebi 2 copos de água', 500],
    ['tomei uma garrafa de 500 ml', 500],
    ['tomei uma garrafa de água de 1,5 l', 1500],
    ['bebi 1 litro de agua', 1000],
    ['bebi meio litro de água', 500],
    ['bebi 300ml de agua', 300],
    ['bebi um copo americano de água', 190],
    ['mais 2 copos d’água', 500],
    ['tomei 2 garrafinhas de agua', 1000],
    ['bebi água', 250],
    ['registra 750 ml de água', 750],
  ])('%s → %d mL', (text, ml) => {
    expect(readWaterReport(key(text))).toBe(ml);
  });

  it.each([
    'quanta água eu bebi ontem?',
    'quero beber 2 litros de água',
    'bebi 2 copos de suco',
    'água de coco tem calorias?',
  ])('não registra “%s”', (text) => {
    expect(readWaterReport(key(text))).toBeNull();
  });
});

describe('readWeightReport', () => {
  it.each([
    ['pesei 71,5 hoje', 71.5],
    ['me pesei: 70kg', 70],
    ['estou pesando 68,2 kg', 68.2],
    ['meu peso hoje é 71.5', 71.5],
    ['a balança marcou 80 kg', 80],
    ['registra meu peso 92', 92],
  ])('%s → %d kg', (text, kg) => {
    expect(readWeightReport(key(text))).toBe(kg);
  });

  it.each(['quero pesar 60 kg', 'meu filho pesa 20 kg', 'quanto eu pesava?', 'perdi 2 kg', 'pesei 2 kg de arroz'])(
    'não registra “%s”',
    (text) => {
      expect(readWeightReport(key(text))).toBeNull();
    },
  );
});
