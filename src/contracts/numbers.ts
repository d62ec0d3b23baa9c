import { z } from 'zod';

/**
 * A number as people type it: "72", "72.5" or "72,5" — digits only, at most
 * seven before and three after the separator. No exponent ("1e-320" was a
 * 500 in PostgreSQL), no hexadecimal, no "Infinity", no blank.
 */
const TYPED_NUMBER = /^-?\d{1,7}(?:[.,]\d{1,3})?$/;

function fromTypedText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return TYPED_NUMBER.test(text) ? Number(text.replace(',', '.')) : value;
}

/**
 * A number field that is parsed strictly (decision 0017): a JSON number, or
 * text a form or query string holds. Unlike z.coerce, null, true, [] and ""
 * are refused with the schema's own "required" message instead of becoming
 * 0 or 1. Pass the checks in: `strictNumber(z.number({ error }).int().min(1))`.
 */
export function strictNumber<S extends z.ZodNumber>(schema: S) {
  return z.preprocess(fromTypedText, schema);
}
