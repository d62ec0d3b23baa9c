import type { CardBrand } from './cards';

/**
 * The only numbers the test-mode (sandbox) checkout accepts. Each is a
 * published test number of a card network or processor, never a real card:
 * - Visa 4242…4242, Mastercard 5555…4444, American Express 3782…0005 and the
 *   declining/later-failing Visa numbers are Stripe's documented test cards
 *   (docs.stripe.com/testing: "generic decline" 4000…0002 and 4000…0341,
 *   "attaching this card succeeds, but charges fail").
 * - Elo 5067 7667 8388 8311 is Mercado Pago's documented Brazilian Elo test card
 *   (mercadopago.com.br/developers, "Cartões de teste").
 * Any other number — including every real card — is refused.
 */
export type TestCardBehaviour = 'approve' | 'decline' | 'fail_renewals';

export interface TestCard {
  number: string;
  brand: CardBrand;
  behaviour: TestCardBehaviour;
  /** pt-BR description shown next to the test-mode form. */
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'approve', description: 'Visa — aprovado' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'approve', description: 'Mastercard — aprovado' },
  { number: '5067766783888311', brand: 'elo', behaviour: 'approve', description: 'Elo — aprovado' },
  { number: '378282246310005', brand: 'amex', behaviour: 'approve', description: 'American Express — aprovado' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'decline', description: 'Visa — recusado pelo emissor' },
  {
    number: '4000000000000341',
    brand: 'visa',
    behaviour: 'fail_renewals',
    description: 'Visa — aprovado agora, recusado nas renovações',
  },
];

export function findTestCard(digits: string): TestCard | null {
  return TEST_CARDS.find((card) => card.number === digits) ?? null;
}

/** "4242 4242 4242 4242" / "3782 822463 10005": the grouping printed on each brand's cards. */
export function formatCardNumber(digits: string): string {
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
