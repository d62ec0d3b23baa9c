/**
 * Card number rules the test-mode checkout applies: Luhn check digit, brand
 * by issuer prefix, expiry against the São Paulo calendar month. Only the
 * four brands the product accepts (decision 0010) are recognised.
 */
export const cardBrands = ['visa', 'mastercard', 'elo', 'amex'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardBrandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
};

/** Keeps the digits only: people type spaces and dashes. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Luhn (ISO/IEC 7812-1, annex B) check digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

type Prefix = number | [number, number];

/**
 * Elo issuer ranges (6-digit BINs). Elo shares the 4 and 5 leading digits
 * with Visa and Mastercard, so it is tested first. Ranges as published in
 * Braintree's open credit-card-type table (github.com/braintree/credit-card-type).
 */
const ELO: Prefix[] = [
  401178,
  401179,
  431274,
  438935,
  451416,
  457393,
  457631,
  457632,
  504175,
  [506699, 506778],
  [509000, 509999],
  627780,
  636297,
  636368,
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
const AMEX: Prefix[] = [34, 37];
const MASTERCARD: Prefix[] = [
  [51, 55],
  [2221, 2720],
];
const VISA: Prefix[] = [4];

const brands: Array<{ brand: CardBrand; prefixes: Prefix[]; lengths: number[] }> = [
  { brand: 'elo', prefixes: ELO, lengths: [16] },
  { brand: 'amex', prefixes: AMEX, lengths: [15] },
  { brand: 'mastercard', prefixes: MASTERCARD, lengths: [16] },
  { brand: 'visa', prefixes: VISA, lengths: [13, 16, 19] },
];

function matches(digits: string, prefix: Prefix): boolean {
  const [low, high] = typeof prefix === 'number' ? [prefix, prefix] : prefix;
  const size = String(low).length;
  const head = Number(digits.slice(0, size));
  return digits.length >= size && head >= low && head <= high;
}

/** The brand of a (partial) number, or null when it is none of the four accepted brands. */
export function detectBrand(digits: string): CardBrand | null {
  for (const { brand, prefixes } of brands) if (prefixes.some((p) => matches(digits, p))) return brand;
  return null;
}

export function hasValidLength(digits: string, brand: CardBrand): boolean {
  return brands.find((b) => b.brand === brand)!.lengths.includes(digits.length);
}

/** American Express prints a 4-digit code on the front; the others a 3-digit one on the back. */
export const securityCodeLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/**
 * "MM/AA": valid through the last day of that month. `today` is the São Paulo
 * local date `YYYY-MM-DD`, so a card expiring 10/2025 still works at 23:59 of
 * 31/10/2025 in São Paulo even though it is already November in UTC.
 */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export function isExpired(expiry: { month: number; year: number }, today: string): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}
