import { describe, expect, it } from 'vitest';
import { RawJson, toJsonText } from './hostile-values';
import { problemsOf } from './response-checks';

const answer = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('o que o fuzz aponta numa resposta', () => {
  it('aceita um 2xx e um erro no envelope em português', () => {
    expect(problemsOf(answer(200, { ok: true }))).toEqual([]);
    const refused = {
      error: { code: 'validation_failed', message: 'Informe seu e-mail', fields: { email: 'Informe seu e-mail' } },
    };
    expect(problemsOf(answer(400, refused))).toEqual([]);
  });

  it('aponta 5xx, erro fora do envelope, código não documentado e mensagem em inglês', () => {
    expect(problemsOf(answer(500, { error: { code: 'internal_error', message: 'Algo deu errado.' } }))).toEqual([
      { kind: 'status_5xx', detail: 'HTTP 500' },
    ]);
    expect(problemsOf(answer(431, '')).map((p) => p.kind)).toEqual(['error_not_json']);
    expect(problemsOf(answer(400, { message: 'x' })).map((p) => p.kind)).toEqual(['error_envelope']);
    expect(problemsOf(answer(400, { error: { code: 'oops', message: 'Mensagem' } })).map((p) => p.kind)).toEqual([
      'error_code_unknown',
    ]);
    for (const english of [
      'Invalid input: expected object, received string',
      'Too big: expected string to have <=200 characters',
      'Required',
    ]) {
      expect(
        problemsOf(answer(400, { error: { code: 'validation_failed', message: english } })).map((p) => p.kind),
      ).toEqual(['message_not_pt_br']);
    }
    const inFields = {
      error: { code: 'validation_failed', message: 'Dados inválidos.', fields: { ml: 'Expected number' } },
    };
    expect(problemsOf(answer(400, inFields)).map((p) => p.kind)).toEqual(['message_not_pt_br']);
  });
});

describe('JSON com números que JSON.stringify não escreve', () => {
  it('escreve RawJson como está, em qualquer profundidade', () => {
    expect(toJsonText({ a: new RawJson('1e999'), b: [new RawJson('-0.0')], c: 'x' })).toBe(
      '{"a":1e999,"b":[-0.0],"c":"x"}',
    );
    expect(toJsonText(undefined)).toBe('null');
  });
});
