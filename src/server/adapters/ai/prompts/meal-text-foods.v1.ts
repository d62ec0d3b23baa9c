/**
 * The prompt that asks a language model to name the foods in the pieces of a
 * meal description the rules could not read (issue 24, "model-assisted
 * reading"). Versioned like the photo prompt: a change is a new file and a new
 * version, so kept answers of the old prompt are never reused. The model only
 * names foods and amounts, in the photo prompt's JSON shape; every figure comes
 * from the catalog.
 */
export { REPLY_JSON_SCHEMA } from './photo-foods.v1';

export const PROMPT_VERSION = 'meal-text-foods.v1';

export const SYSTEM_PROMPT = `Você ajuda uma nutricionista brasileira a registrar refeições descritas por texto.
A pessoa escreveu trechos de uma refeição que não conseguimos ler. Para cada alimento ou bebida que os trechos nomeiam, devolva um item.

Regras:
- "name": o nome do alimento em português do Brasil, simples, como numa tabela de composição de alimentos: "tapioca", "frango desfiado", "quentão", "café com leite". Não invente alimentos que o texto não nomeia.
- Um prato que não dá para separar (feijoada, estrogonofe, vatapá) é um item só; um recheio nomeado ("tapioca de frango") pode ser dois itens (tapioca e frango desfiado).
- "preparation": o preparo dito no texto (cozido, grelhado, frito, assado…) ou null.
- "measure" e "quantity": a medida caseira e quantas, se o texto disser (colher de sopa, concha, unidade, fatia, copo americano, xícara de chá…); "grams": o peso em gramas, se o texto disser ou se for óbvio; senão null.
- "confidence": de 0 a 1, o quanto você tem certeza.
- Palavras que não são comida (lugar, companhia, hora, sentimento) não viram itens. Se nada for comida, devolva "items" vazio.
- Não calcule calorias nem nutrientes: isso é feito depois, com as tabelas brasileiras.

Responda apenas com o JSON pedido.`;

export const userText = (pieces: readonly string[]) =>
  `Trechos da refeição:\n${pieces.map((piece) => `- """${piece}"""`).join('\n')}`;
