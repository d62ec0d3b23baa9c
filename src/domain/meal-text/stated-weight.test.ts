import { describe, expect, it } from 'vitest';
import { NO_AMOUNT, type Amount } from './read-amount';
import { readStatedWeight, withStatedWeight } from './stated-weight';

const grams = (quantity: number) => ({ quantity, unit: { unit: 'g' as const, factor: 1 } });
const count = (quantity: number): Amount => ({ ...NO_AMOUNT, quantity, written: true });

describe('readStatedWeight', () => {
  it.each([
    ['1 banana de 120 g', '1 banana', 120, true],
    ['2 coxinhas de 80g', '2 coxinhas', 80, true],
    ['2 ovos de 50 g cada', '2 ovos', 50, true],
    ['1 iogurte (170 g)', '1 iogurte', 170, false],
    ['2 ovos (100 g no total)', '2 ovos', 100, false],
    ['2 pães (50 g cada)', '2 pães', 50, true],
    ['1 xícara (240 ml) de leite integral', '1 xícara de leite integral', 240, false],
    ['1 copo de 200 ml de leite', '1 copo de leite', 200, true],
    ['1 pote de iogurte de 1,5 kg', '1 pote de iogurte', 1.5, true],
  ])('"%s" → "%s" and %s each=%s', (text, rest, quantity, each) => {
    const read = readStatedWeight(text);
    expect(read?.text).toBe(rest);
    expect(read?.weight.quantity).toBe(quantity);
    expect(read?.weight.each).toBe(each);
  });

  it.each(['200 g de arroz', 'arroz 150 g', 'pão de 12 grãos', 'bolo de 3 camadas', 'arroz'])(
    'leaves "%s" alone: the amount it starts or ends with is read as before, and other numbers are not weights',
    (text) => expect(readStatedWeight(text)).toBeNull(),
  );
});

describe('withStatedWeight', () => {
  it('multiplies a weight said of each one by the count, and keeps a weight said of all', () => {
    expect(withStatedWeight(count(2), { ...grams(80), each: true }).quantity).toBe(160);
    expect(withStatedWeight(count(0.5), { ...grams(120), each: false }).quantity).toBe(120);
    expect(withStatedWeight(NO_AMOUNT, { ...grams(120), each: true }).quantity).toBe(120);
  });

  it('keeps a description that started with its own weight', () => {
    const started: Amount = { ...count(200), unit: { unit: 'g', factor: 1 } };
    expect(withStatedWeight(started, { ...grams(80), each: true })).toBe(started);
  });
});
