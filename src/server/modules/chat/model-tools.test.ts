import { describe, expect, it } from 'vitest';
import { TOOL_DEFINITIONS } from './model-tools';

const parametersOf = (name: string) => TOOL_DEFINITIONS.find((t) => t.function.name === name)?.function.parameters;

describe('ferramentas do modelo', () => {
  it('descrevem os argumentos com o mesmo esquema que os valida (z.toJSONSchema)', () => {
    expect(parametersOf('propor_registro_de_refeicao')).toEqual({
      type: 'object',
      properties: {
        descricao: {
          type: 'string',
          minLength: 1,
          maxLength: 1000,
          description: 'Os alimentos com quantidades, em português',
        },
        refeicao: { type: 'string', enum: ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] },
        ontem: { type: 'boolean' },
      },
      required: ['descricao'],
      additionalProperties: false,
    });
    expect(parametersOf('estatisticas_do_periodo')).toMatchObject({
      properties: { dias: { type: 'integer', minimum: 1, maximum: 90 } },
      required: ['dias'],
    });
    expect(parametersOf('substitute')).toMatchObject({
      properties: { de: { type: 'string', maxLength: 120 }, por: { type: 'string', maxLength: 120 } },
      required: ['de'],
    });
    expect(parametersOf('can_i_eat')).toMatchObject({
      properties: { alimento: { type: 'string', minLength: 1, maxLength: 200 } },
      required: ['alimento'],
    });
  });

  it('nenhuma aceita argumentos além dos declarados nem leva o dialeto ($schema)', () => {
    expect(TOOL_DEFINITIONS).toHaveLength(11);
    for (const tool of TOOL_DEFINITIONS) {
      expect(tool.function.parameters).toMatchObject({ type: 'object', additionalProperties: false });
      expect(tool.function.parameters).not.toHaveProperty('$schema');
    }
  });
});
