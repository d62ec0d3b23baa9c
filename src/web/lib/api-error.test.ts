import { describe, expect, it } from 'vitest';
import { errorFromResponse, UNEXPECTED_ERROR_MESSAGE } from './api-error';

describe('errorFromResponse', () => {
  it('mantém a mensagem pt-BR do servidor, o código e as mensagens dos campos', () => {
    const error = errorFromResponse(400, {
      error: { code: 'validation_failed', message: 'Confira os campos', fields: { email: 'Informe um e-mail válido' } },
    });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Confira os campos' });
    expect(error.fields).toEqual({ email: 'Informe um e-mail válido' });
  });

  it('dá uma mensagem genérica para corpos que não têm o nosso formato de erro (uma página 502 de proxy)', () => {
    const error = errorFromResponse(502, undefined);
    expect(error).toMatchObject({ status: 502, code: 'internal_error', message: UNEXPECTED_ERROR_MESSAGE });
  });
});
