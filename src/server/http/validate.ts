import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '../../contracts/errors';
import { AppError } from './app-error';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses a JSON body from its bytes. Invalid UTF-8 is refused, not replaced by
 * U+FFFD as `Request.json()` does — a name stored with "�" in it was never what
 * the person typed (issue 29 finding 3).
 */
export function parseJsonBytes(bytes: ArrayBuffer): unknown {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new AppError(400, 'invalid_json', 'O corpo da requisição tem bytes que não são texto UTF-8 válido.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'invalid_json', 'O corpo da requisição não é um JSON válido.');
  }
}

/** Reads and validates a JSON body; malformed JSON and rule violations are 400s with pt-BR messages. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return validate(schema, parseJsonBytes(await c.req.arrayBuffer()));
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? 'Dados inválidos.';
  throw new AppError(400, 'validation_failed', first, fields);
}
