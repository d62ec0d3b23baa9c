import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@/domain/billing/test-cards';
import { spacedCardNumber, testCardFill } from './test-card-fill';

const card = (brand: string) => TEST_CARDS.find((c) => c.brand === brand && c.behaviour === 'approve')!;

describe('formulário do cartão de teste', () => {
  it('espaça o número enquanto a pessoa digita', () => {
    expect(spacedCardNumber('42424242')).toBe('4242 4242');
    expect(spacedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(spacedCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(spacedCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(spacedCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('"Usar" preenche número, validade futura e o código certo da bandeira', () => {
    expect(testCardFill(card('visa'), '2026-11-25')).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/29',
      cvc: '123',
    });
    expect(testCardFill(card('amex'), '2026-11-25')).toMatchObject({ cardNumber: '3782 822463 10005', cvc: '1234' });
  });
});
