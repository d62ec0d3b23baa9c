/**
 * Water and weight told in the chat ("bebi 2 copos de água", "tomei uma
 * garrafa de 500 ml", "pesei 71,5 hoje"), read from the folded key. Household
 * measures of water: the app's glass (WATER_QUICK_ADD_ML, 250 mL, the quick-add
 * button of the dashboard), the "copo americano" (190 mL, IBGE POF 2008–2009
 * medidas referidas), the "xícara" (240 mL, ibid.) and the usual bottle of
 * mineral water (500 mL); a size written beside the measure wins.
 */
const MEASURE_ML: Array<[RegExp, number]> = [
  [/^copos? americanos?$/, 190],
  [/^(?:copos?|copao|copinhos?)$/, 250],
  [/^xicaras?$/, 240],
  [/^(?:garrafas?|garrafinhas?|squeezes?)$/, 500],
  [/^(?:litros?|l)$/, 1000],
  [/^ml$/, 1],
];

const WORD_NUMBERS: Record<string, number> = {
  um: 1,
  uma: 1,
  meio: 0.5,
  meia: 0.5,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
};
const NUMBER = `(\\d+(?:[.,]\\d+)?|${Object.keys(WORD_NUMBERS).join('|')})`;
const UNIT = '(copos? americanos?|copos?|copao|copinhos?|xicaras?|garrafas?|garrafinhas?|squeezes?|litros?|ml|l)';
const AMOUNT = new RegExp(
  `(?:\\b|^)${NUMBER}\\s*${UNIT}\\b(?:\\s*(?:de|d')?\\s*(?:agua|aguinha))?(?:\\s*(?:de|com)\\s*(\\d+(?:[.,]\\d+)?)\\s*(ml|l|litros?)\\b)?`,
  'g',
);
const SIZE_FIRST = new RegExp(`\\b(?:${UNIT})\\s*(?:de|com)\\s*(\\d+(?:[.,]\\d+)?)\\s*(ml|l|litros?)\\b`);

const WATER = /\b(?:agua|aguinha|h2o)\b/;
/** A bottle with no drink named is water ("tomei uma garrafa de 500 ml"); any other drink is a meal item. */
const BOTTLE = /\b(?:garrafas?|garrafinhas?|squeezes?)\b/;
const OTHER_DRINK =
  /\b(?:suco|refri\w*|cerveja|vinho|leite|cafe|cha|whey|energetico|vitamina|iogurte|achocolatado|coca|guarana|isotonico|gatorade|coco|drink|caipirinha|kombucha|cha)\b/;
const DRANK =
  /\b(?:bebi|tomei|acabei de (?:beber|tomar)|registr\w*|anot\w*|adicion\w*|coloc\w*|lanc\w*|mais|\+)\b|^\s*\+?\s*\d/;
/** A question or a plan is not a log: "quanta água eu bebi?", "quero beber 2 litros". */
const NOT_A_LOG = /\?|\b(?:quant[oa]s?|devo|preciso|posso|quero|vou|deveria|meta|tenho que|e bom|faz mal)\b/;

const numberOf = (text: string) => WORD_NUMBERS[text] ?? Number(text.replace(',', '.'));
const unitMl = (unit: string) => MEASURE_ML.find(([pattern]) => pattern.test(unit))?.[1] ?? 0;

/** Millilitres of water the message logs, or null when it is not a water log. */
export function readWaterReport(key: string): number | null {
  const water = WATER.test(key) ? !/\bagua de coco\b/.test(key) : BOTTLE.test(key) && !OTHER_DRINK.test(key);
  if (!water || !DRANK.test(key) || NOT_A_LOG.test(key)) return null;
  let total = 0;
  for (const match of key.matchAll(AMOUNT)) {
    const [, count = '', unit = '', size, sizeUnit = ''] = match;
    const each = size ? numberOf(size) * unitMl(sizeUnit) : unitMl(unit);
    total += numberOf(count) * each;
  }
  if (total === 0) {
    // "tomei uma garrafa de 500 ml" is read above; "bebi um copo d'água" too; "bebi água" alone is one glass.
    const sized = SIZE_FIRST.exec(key);
    total = sized ? numberOf(sized[2] ?? '') * unitMl(sized[3] ?? '') : 250;
  }
  return Math.round(total);
}

const WEIGHT_VERB =
  /\b(?:(?:me )?pesei|(?:estou|to|tô|agora|hoje) (?:pesando|com)|meu peso(?: de hoje| hoje)?(?: (?:e|eh|ta|esta|deu|foi))?|peso(?: de)? hoje|registr\w* (?:o |meu )?peso|anot\w* (?:o |meu )?peso|a balanca (?:marcou|mostrou|deu))\b/;
const KG = /(\d{2,3}(?:[.,]\d{1,2})?)\s*(?:kg|quilos?|kilos?)?\b/;
/** "quero pesar 60", "perdi 2 kg", "meu filho pesa 20 kg": not the person's weighing. */
const NOT_WEIGHT =
  /\?|\b(?:quero|queria|vou|preciso|meta|perd\w*|ganh\w*|engord\w*|emagrec\w*|filh[oa]|bebe|crianca|quant[oa]s?|deveria|ideal)\b/;

/** The kilograms the message logs as the person's weight today, or null. */
export function readWeightReport(key: string): number | null {
  if (!WEIGHT_VERB.test(key) || NOT_WEIGHT.test(key)) return null;
  const after = key.slice(WEIGHT_VERB.exec(key)?.index ?? 0);
  const match = KG.exec(after);
  if (!match?.[1]) return null;
  const kg = Number(match[1].replace(',', '.'));
  return kg >= 20 && kg <= 400 ? kg : null;
}
