import { readWaterReport, readWeightReport } from './body-report';
import { careTopicOf } from './care-signals';
import { redFlagsOf } from './red-flags';
import { readCanEat } from './can-eat-question';
import { readComparison } from './compare-question';
import { asksForFigures, foodTextOfQuestion } from './food-question';
import type { Intent, WorkoutTiming } from './intents';
import { logKey, readLogQuestion } from './log-question';
import { readMealReport } from './meal-report';
import { namesPeriod } from './period-words';
import { nutrientFocus } from './nutrient-words';
import { readQuestion } from './question-text';
import { readSubstitution } from './substitute-question';

/** Account questions, checked in this order ("cancelar no teste grátis" is about cancelling). */
const ACCOUNT: Array<[Intent['kind'], RegExp]> = [
  ['cancellation', /\b(cancel\w*|desistir da assinatura|parar de pagar|encerrar (a |minha )?assinatura)\b/],
  [
    'data_rights',
    /\b(meus dados|lgpd|privacidade|(apagar|excluir|deletar|encerrar) (a |minha )?conta|exportar|baixar (os |meus |todos os meus )?dados|quem (ve|tem acesso)|compartilha\w* (os |meus )?dados|vend\w* (os |meus )?dados|dados pessoais)\b/,
  ],
  [
    'trial',
    /\b(trial|teste (gratis|gratuito)|periodo (de teste|gratis|gratuito)|dias gratis|gratis por|meu teste|avaliacao gratuita)\b/,
  ],
  [
    'price',
    /\b(preco|quanto custa|custa quanto|valor (da assinatura|do plano|do premium|mensal)|mensalidade|plano premium|assinatura|assinar|premium|formas? de pagamento|pagar|cartao|cobranca|cobrad\w*|desconto|promocao)\b/,
  ],
];

const GREETING =
  /^(oi+|ola|bom dia|boa tarde|boa noite|e ai|eai|hey|opa|salve|tudo bem|tudo bom)(\s+(nutri|tudo bem|tudo bom|como vai( voce)?))?[\s!?.,]*$/;
const THANKS =
  /^(muito )?(obrigad[oa]|valeu|brigad[oa]|show|otimo|perfeito|legal|beleza)( (nutri|mesmo|pela ajuda))?[\s!.,]*$/;
const CAPABILITIES =
  /(o que (voce|vc) (faz|sabe|pode|consegue)|como (voce|vc) (funciona|pode ajudar)|(pode|consegue) me ajudar|^ajuda[\s!?.]*$|quem (e|es) (voce|vc)|o que (eu )?(posso|da pra) (perguntar|fazer)|como (usar|funciona) (o |este |esse )?chat)/;

const DAY = [
  /\bquant[oa]s?( calorias| kcal| proteinas?)? (eu )?(ainda )?(posso|falta\w*|resta\w*|sobr\w*)\b/,
  /\b(falta\w*|resta\w*|sobr\w*) (quant[oa]s?|pra|para|ainda)\b/,
  /\bquant[oa]s? de \w+ (eu )?(ainda )?(posso|falta\w*|resta\w*)\b/,
  /\b(ainda )?(falta\w*|resta\w*)( hoje| (pra|para) (hoje|a meta|bater a meta))?\s*\??$/,
  /\bcomo (esta|estou|ta|to|foi|vai) (o |meu )?(dia|hoje|minha meta|minhas metas)\b/,
  /\bcomo (estou|to|esta) hoje\b/,
  /\b(o que|quanto|quantas calorias|quantas kcal) (eu )?(ja )?(comi|consumi|ingeri)\b/,
  /\b(meu |o )?(saldo|resumo|balanco) (de hoje|do dia|do meu dia)\b/,
  /\b(bati|atingi|passei|estourei|ultrapassei) (a |minha )?meta( de hoje| do dia)?\s*\??$/,
];
const SUGGEST =
  /\b(sugir\w*|suger\w*|sugest\w*|indica\w*|recomend\w*|ideias?|opcao|opcoes|o que (eu )?(ainda )?(posso|devo|poderia) (comer|lanchar|beliscar)|que lanche|lanchinho|um lanche|lanche com)\b/;
/** Eating around a workout: a workout word and an eating word ("o que comer antes do treino?"). */
const WORKOUT =
  /\b(pre-? ?treino|pos-? ?treino|treino|treinar|academia|malhar|musculacao|corrida|correr|pedalar|exercicios?|atividade fisica|crossfit|natacao|nadar)\b/;
const EATING =
  /\b(comer|o que (eu )?como|lanche|lanchinho|lanchar|alimenta\w*|refeica\w*|tomar|beber|pre-? ?treino|pos-? ?treino|sugest\w*|sugir\w*|suger\w*|ideias?|opcao|opcoes|indica\w*|fome)\b/;
const BEFORE = /\b(antes|pre-? ?treino|vou (treinar|malhar|correr|pra academia|para a academia)|em jejum)\b/;
const AFTER = /\b(depois|apos|pos-? ?treino|voltei|voltando|saindo|recupera\w*)\b/;
/** Hunger, unless denied ("não sinto fome", "perdi a fome": not a request for food). */
const HUNGER = /\b(fome|faminto|faminta|esfomead[oa]|larica|estomago (roncando|vazio)|barriga roncando)\b/;
const NO_HUNGER = /\b(?:(?:nao|nunca)\s+(?:\w+\s+){0,2}|sem\s+|perdi a\s+|perda de\s+|falta de\s+)fome\b/;

const WEEK = /\b(semana|semanal|ultimos (7|sete) dias|esses dias|minha sequencia|como (estou|to) indo|meu progresso)\b/;

/** The intent of a pt-BR message: safety first, then account facts, the person's day, food figures. */
export function detectIntent(text: string): Intent {
  const question = readQuestion(text);
  const key = question.key;
  const groups = redFlagsOf(key);
  if (groups.length > 0) return { kind: 'risk', groups };
  const topic = careTopicOf(key);
  if (topic) return { kind: 'care', topic };
  for (const [kind, pattern] of ACCOUNT) if (pattern.test(key)) return { kind } as Intent;
  if (GREETING.test(key)) return { kind: 'greeting' };
  if (THANKS.test(key)) return { kind: 'thanks' };
  if (CAPABILITIES.test(key)) return { kind: 'capabilities' };
  const corrected = logKey(key);
  const logQuestion = readLogQuestion(corrected, namesPeriod(corrected));
  // "como estou na semana?" keeps the week's own summary (reply-week.ts): the same figures, with the streak.
  const weekOverview =
    logQuestion?.metric === null &&
    logQuestion.ask === 'total' &&
    WEEK.test(key) &&
    !/\b(?:passad[oa]|anterior|retrasada)\b/.test(corrected);
  if (logQuestion && !weekOverview) return { kind: 'log_question', question: logQuestion, periodKey: corrected };
  const ml = readWaterReport(key);
  if (ml !== null) return { kind: 'log_water', ml };
  const weightKg = readWeightReport(key);
  if (weightKg !== null) return { kind: 'log_weight', weightKg };
  const report = readMealReport(question);
  if (report) return { kind: 'log_meal', ...report };
  // "posso comer batata doce no lugar do arroz?" is a swap before it is a "posso comer".
  const swap = readSubstitution(question);
  if (swap) return { kind: 'substitute', ...swap };
  const canEat = readCanEat(question);
  if (canEat) {
    // "posso comer pizza ou hambúrguer?" asks which of the two.
    const either = readComparison(readQuestion(canEat.foodText));
    if (either) return { kind: 'compare_foods', left: either.left, right: either.right, focus: compareFocus(key) };
    return { kind: 'can_i_eat', ...canEat };
  }
  const comparison = readComparison(question);
  if (comparison?.cued) {
    return { kind: 'compare_foods', left: comparison.left, right: comparison.right, focus: compareFocus(key) };
  }
  if (WORKOUT.test(key) && EATING.test(key)) return { kind: 'workout_snack', timing: workoutTiming(key) };
  if (HUNGER.test(key) && !NO_HUNGER.test(key)) return { kind: 'hunger' };
  if (DAY.some((pattern) => pattern.test(key))) return { kind: 'day_remaining' };
  if (SUGGEST.test(key)) return { kind: 'suggest_snack', ...snackLimits(key) };
  if (WEEK.test(key)) return { kind: 'week_summary' };
  if (asksForFigures(key)) {
    return { kind: 'food_nutrients', foodText: foodTextOfQuestion(question), focus: nutrientFocus(key) };
  }
  return { kind: 'unknown' };
}

function workoutTiming(key: string): WorkoutTiming | null {
  const before = BEFORE.test(key);
  const after = AFTER.test(key);
  return before === after ? null : before ? 'pre' : 'post';
}

/** The figures a comparison asks about; "engorda mais" is about energy. */
export function compareFocus(key: string) {
  const focus = nutrientFocus(key);
  return /\bengorda\w*\b/.test(key) && !focus.includes('energyKcal') ? ['energyKcal' as const, ...focus] : focus;
}

const number = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : null);

/** "com 20 g de proteína e até 300 kcal" → at least 20 g of protein, at most 300 kcal. */
export function snackLimits(key: string): { minProteinG: number | null; maxEnergyKcal: number | null } {
  const protein =
    /(\d+(?:[.,]\d+)?)\s*(?:g|gramas?)\s*(?:de\s+)?prote/.exec(key) ??
    /prote\w*\s*(?:de\s+)?(?:pelo menos|no minimo|minimo de|uns|umas|mais de|acima de)?\s*(\d+(?:[.,]\d+)?)\s*(?:g|gramas?)\b/.exec(
      key,
    );
  const energy = /(\d+(?:[.,]\d+)?)\s*(?:kcal|calorias|cal)\b/.exec(key);
  return { minProteinG: number(protein?.[1]), maxEnergyKcal: number(energy?.[1]) };
}
