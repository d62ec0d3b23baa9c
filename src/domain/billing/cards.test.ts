import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  detectBrand,
  hasValidLength,
  isExpired,
  parseExpiry,
  passesLuhn,
  securityCodeLength,
} from './cards';
import { TEST_CARDS, findTestCard, formatCardNumber } from './test-cards';

describe('cartões', () => {
  it('aplica o dígito verificador de Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242a42424242424')).toBe(false);
  });

  it('reconhece as quatro bandeiras aceitas, Elo antes de Visa e Mastercard', () => {
    expect(detectBrand('4242424242424242')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2221000000000009')).toBe('mastercard');
    expect(detectBrand('378282246310005')).toBe('amex');
    expect(detectBrand('5067766783888311')).toBe('elo');
    expect(detectBrand('6362970000457013')).toBe('elo');
    expect(detectBrand('4389350000000000')).toBe('elo'); // an Elo BIN that starts with 4
    expect(detectBrand('6011111111111117')).toBeNull(); // Discover is not accepted
    expect(detectBrand('')).toBeNull();
  });

  it('confere o comprimento e o código de segurança por bandeira', () => {
    expect(hasValidLength('378282246310005', 'amex')).toBe(true);
    expect(hasValidLength('3782822463100050', 'amex')).toBe(false);
    expect(securityCodeLength('amex')).toBe(4);
    expect(securityCodeLength('elo')).toBe(3);
  });

  it('lê a validade MM/AA e a compara com o mês em São Paulo', () => {
    expect(parseExpiry('10/25')).toEqual({ month: 10, year: 2025 });
    expect(parseExpiry('13/25')).toBeNull();
    expect(parseExpiry('1025')).toBeNull();
    // 31/10/2025 23:59 in São Paulo (already November in UTC): a 10/25 card is still valid.
    expect(isExpired({ month: 10, year: 2025 }, '2025-10-31')).toBe(false);
    expect(isExpired({ month: 10, year: 2025 }, '2025-11-01')).toBe(true);
    expect(isExpired({ month: 1, year: 2026 }, '2025-12-31')).toBe(false);
  });

  it('tem um cartão de teste de cada bandeira, um que recusa e um que falha depois — todos válidos', () => {
    expect(new Set(TEST_CARDS.filter((c) => c.behaviour === 'approve').map((c) => c.brand))).toEqual(
      new Set(['visa', 'mastercard', 'elo', 'amex']),
    );
    expect(TEST_CARDS.some((c) => c.behaviour === 'decline')).toBe(true);
    expect(TEST_CARDS.some((c) => c.behaviour === 'fail_renewals')).toBe(true);
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number), card.number).toBe(true);
      expect(detectBrand(card.number), card.number).toBe(card.brand);
      expect(hasValidLength(card.number, card.brand), card.number).toBe(true);
    }
  });

  it('só aceita os números de teste documentados', () => {
    expect(findTestCard(cardDigits('4242 4242 4242 4242'))?.brand).toBe('visa');
    expect(findTestCard('4111111111111111')).toBeNull(); // valid Luhn, not in the test list
  });

  it('agrupa os dígitos como impressos no cartão', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
