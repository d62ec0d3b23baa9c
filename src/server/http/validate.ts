import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '../../contracts/errors';
import { AppError } from './app-error';

/** Reads and validates a JSON body; malformed JSON and rule violations are 400s with pt-BR messages. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json', 'O corpo da requisição não é um JSON válido.');
  }
  return validate(schema, body);
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? 'Dados inválidos.';
  throw new AppError(400, 'validation_failed', first, fields);
}
