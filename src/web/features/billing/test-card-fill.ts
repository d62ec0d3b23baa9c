import { cardDigits, securityCodeLength } from '@/domain/billing/cards';
import { formatCardNumber, type TestCard } from '@/domain/billing/test-cards';

/** The longest card number accepted (19 digits), so typing past it does nothing. */
const MAX_CARD_DIGITS = 19;

/** Card number as typed, spaced as printed on the card ("4242 4242 4242 4242"; Amex "3782 822463 10005"). */
export function spacedCardNumber(typed: string): string {
  return formatCardNumber(cardDigits(typed).slice(0, MAX_CARD_DIGITS));
}

/**
 * Everything "Usar" fills for a test card: the number, a valid future expiry
 * (December, three years after `today`'s year) and the security code of its
 * brand (123, or 1234 for American Express) — the holder's name stays for the person.
 */
export function testCardFill(card: TestCard, today: string): { cardNumber: string; expiry: string; cvc: string } {
  const year = (Number(today.slice(0, 4)) + 3) % 100;
  return {
    cardNumber: formatCardNumber(card.number),
    expiry: `12/${String(year).padStart(2, '0')}`,
    cvc: securityCodeLength(card.brand) === 4 ? '1234' : '123',
  };
}
