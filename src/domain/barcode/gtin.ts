/**
 * GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) check: the printed digits and their
 * check digit. GS1 General Specifications §7.9.1: from the right, excluding the
 * check digit, digits are weighted 3, 1, 3, 1…; the check digit brings the sum
 * to a multiple of 10.
 */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** What a person types or a scanner reads, without spaces and hyphens. */
export function normaliseGtin(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}
