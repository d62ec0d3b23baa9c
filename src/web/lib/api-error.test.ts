import { describe, expect, it } from 'vitest';
import { errorFromResponse, UNEXPECTED_ERROR_MESSAGE } from './api-error';

describe('errorFromResponse', () => {
  it('keeps the server pt-BR message, code and field messages', () => {
    const error = errorFromResponse(400, {
      error: { code: 'validation_failed', message: 'Confira os campos', fields: { email: 'Informe um e-mail válido' } },
    });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Confira os campos' });
    expect(error.fields).toEqual({ email: 'Informe um e-mail válido' });
  });

  it('gives a generic message for bodies that are not our error shape (a proxy 502 page)', () => {
    const error = errorFromResponse(502, undefined);
    expect(error).toMatchObject({ status: 502, code: 'internal_error', message: UNEXPECTED_ERROR_MESSAGE });
  });
});
