import type { CareTopic } from './intents';

/**
 * Signals the assistant must not handle alone. Patterns run on the folded key
 * (lowercase, no accents). Risk signs come first: self-harm, purging,
 * starving, acute symptoms — they get the emergency numbers (CVV 188, SAMU 192).
 * Then topics that always need a professional: pregnancy and breastfeeding,
 * eating disorders, medical conditions, medication and large diet changes
 * (the specification's legal stance; Guia Alimentar, Ministério da Saúde, 2014).
 */
const RISK = [
  /\b(suicid\w*|me matar|tirar (a )?minha (propria )?vida|me machucar|me cortar|nao quero mais viver|quero morrer)\b/,
  /\b(vomit\w*|provocar (o )?vomito|induzir (o )?vomito|purga\w*|laxante\w*)\b/,
  /\b(nao (como|comi|comer|to comendo|estou comendo) (nada )?(ha|faz|por|a) (\d+|dois|tres|quatro|cinco|varios) dias)\b/,
  /\b((fiquei|ficar|estou|to|passei) ((ha |faz )?(\d+|dois|tres|varios) dias |dias |o dia todo )?sem comer|jejum de (\d+|dois|tres|varios) dias|parar de comer)\b/,
  /\b(desmai\w*|dor no peito|falta de ar|anafila\w*|garganta fechando|inchaco na (garganta|boca|lingua)|convuls\w*)\b/,
];

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

export function isRiskSign(key: string): boolean {
  return RISK.some((pattern) => pattern.test(key));
}

export function careTopicOf(key: string): CareTopic | null {
  for (const [topic, pattern] of TOPICS) if (pattern.test(key)) return topic;
  return null;
}
