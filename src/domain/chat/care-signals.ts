import type { CareTopic } from './intents';

/**
 * Topics that always need a professional, answered with a referral (red
 * flags — emergencies — are red-flags.ts, checked first): pregnancy and
 * breastfeeding, eating disorders, medical conditions, medication and large
 * diet changes (the specification's legal stance; Guia Alimentar, Ministério
 * da Saúde, 2014). Patterns run on the folded key (lowercase, no accents).
 */
const TOPICS: Array<[CareTopic, RegExp]> = [
  [
    'eating_disorder',
    /\b(anorexi\w*|bulimi\w*|compulsao alimentar|transtorno\w* alimenta\w*|compulsiv\w*|culpa (de|por|quando) comer)\b/,
  ],
  ['pregnancy', /\b(gravid\w*|gestant\w*|gestacao|amamenta\w*|lactant\w*|lactacao)\b/],
  [
    'medication',
    /\b(remedio\w*|medicament\w*|insulina|metformina|ozempic|semaglutida|sibutramina|anabolizant\w*|hormonio\w*|(tomar|devo tomar|posso tomar) (suplemento|vitamina)\w*)\b/,
  ],
  [
    'condition',
    /\b(diabet\w*|pre-?diabet\w*|hipertens\w*|pressao alta|colesterol alto|triglicerid\w*|doenca\w*|renal|insuficiencia|celiac\w*|gota|cancer|tireoide|hipotireoid\w*|hipertireoid\w*|gastrite|refluxo|intolerancia|alergi\w*|esteatose|anemia|sindrome|cirurgia bariatrica|bariatrica)\b/,
  ],
  [
    'diet_change',
    /\b(mont\w* (uma |a |minha )?dieta|(me )?(passa|faz|faca|crie|cria|prescrev\w*) (uma |a )?dieta|dieta (para|pra) (emagrecer|perder|ganhar|secar)|cardapio (para|pra|da semana|semanal)|plano alimentar|dieta (cetogenica|low ?carb|keto|da sopa|detox|do ovo|liquida)|jejum intermitente|cortar (todo |o |os )?(carboidratos?|acucar|gluten|lactose)|(perder|emagrecer|secar) \d+ ?(kg|quilos))\b/,
  ],
];

export function careTopicOf(key: string): CareTopic | null {
  for (const [topic, pattern] of TOPICS) if (pattern.test(key)) return topic;
  return null;
}
