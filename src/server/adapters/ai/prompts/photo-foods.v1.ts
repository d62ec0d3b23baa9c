/**
 * The prompt that asks a vision model for the foods on a plate. Versioned:
 * any change to the wording or the schema is a new file and a new
 * PROMPT_VERSION, so cached answers (photo_analyses) of the old prompt are
 * never served as answers to the new one.
 *
 * The model only names foods and portions; every number the person sees is
 * computed from the food catalog (ARCHITECTURE.md, "AI"). Household measures
 * are the IBGE POF 2008-2009 ones the catalog weighs (data/catalog/measures.json).
 */
export const PROMPT_VERSION = 'photo-foods.v1';

export const SYSTEM_PROMPT = `Você ajuda uma nutricionista brasileira a registrar refeições a partir de fotos.
Olhe a foto e liste cada alimento ou bebida que aparece.

Regras:
- Escreva os nomes em português do Brasil, como numa tabela de composição de alimentos: "arroz branco", "feijão carioca", "bife de contrafilé", "alface", "batata", "suco de laranja".
- Um item por alimento. Um prato que não dá para separar (lasanha, estrogonofe, feijoada, sopa) é um item só.
- "preparation": o preparo que se vê — cozido, grelhado, frito, assado, refogado, cru, empanado, à milanesa, ensopado — ou null.
- Estime a porção em medida caseira brasileira: "measure" (colher de sopa, colher de servir, concha, escumadeira, unidade, fatia, filé, bife, pedaço, xícara de chá, copo americano, prato raso) e "quantity" (quantas dessa medida). Em "grams", a sua estimativa do peso em gramas. Use null para o que não souber.
- "confidence": de 0 a 1, o quanto você tem certeza de que o alimento é esse.
- Não calcule calorias nem nutrientes: isso é feito depois, com a Tabela TACO.
- Se a foto não mostrar comida, devolva "items" vazio.
- Se a pessoa escreveu algo sobre a refeição, use como pista para nomear o que está na foto.

Responda apenas com o JSON pedido.`;

export const userText = (hint: string | null) =>
  hint
    ? `Liste os alimentos desta foto. A pessoa escreveu sobre a refeição: """${hint}"""`
    : 'Liste os alimentos desta foto.';

const nullable = (type: 'string' | 'number') => ({ type: [type, 'null'] });

/** JSON Schema for structured output (OpenAI `response_format: json_schema`, strict: every key required). */
export const REPLY_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'preparation', 'measure', 'quantity', 'grams', 'confidence'],
        properties: {
          name: { type: 'string' },
          preparation: nullable('string'),
          measure: nullable('string'),
          quantity: nullable('number'),
          grams: nullable('number'),
          confidence: { type: 'number' },
        },
      },
    },
  },
} as const;
