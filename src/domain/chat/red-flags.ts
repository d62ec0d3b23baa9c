import { correctWords } from './typo-words';

/**
 * Red flags: messages the assistant answers with the urgent message first
 * (SAMU 192, pronto-socorro; CVV 188 where it fits), then a referral — never a
 * plan or a number (decision record "chat red flags"). Written as data: each
 * group says what it catches, why, and the source behind it. A group fires
 * when every one of its `all` patterns matches the folded, typo-corrected key
 * and none of its `unless` patterns does. Checked before anything else, with
 * or without a model.
 */
export type RedFlagGroup =
  | 'self_harm'
  | 'acute_symptoms'
  | 'weight_loss_drug'
  | 'very_low_energy'
  | 'disordered_eating'
  | 'pregnancy'
  | 'children'
  | 'hypoglycemia';

export interface RedFlagRule {
  group: RedFlagGroup;
  all: RegExp[];
  unless?: RegExp[];
  /** Emotional support fits (CVV 188) besides the medical emergency lines. */
  cvv: boolean;
  source: string;
}

/** Symptoms that need care now, whatever caused them (SAMU 192 criteria, Ministério da Saúde). */
const ACUTE =
  /\b(?:desmai\w*|apag(?:uei|ei)|dor(?:es)? no peito|aperto no peito|falta de ar|(?:to|estou|fiquei|ficando|fico) sem ar(?! de tanto)|nao consigo respirar|dificuldade (?:pra|para|de) respirar|dificil (?:de |pra |para )?respirar|taquicardi\w*|palpitac\w*|coracao (?:(?:ta|esta|fica|ficou|todo) )?(?:disparado|acelerado|disparou|acelerou|batendo (?:muito )?(?:rapido|forte))|vomit\w* (?:com )?sangue|sangue no vomito|convuls\w*|anafila\w*|garganta (?:(?:ta|esta) )?fechando|inchac\w* na (?:garganta|boca|lingua)|visao (?:turva|embacada|escura)|confus[ao]\w* mental|tontura forte|muita tontura)\b/;
const MILD_SYMPTOMS =
  /\b(?:tontur\w*|tont[oa]|tremedeira|tremend\w*|trem(?:o|ia)|suor frio|suando frio|suando muito|fraqueza|enjo\w*|vomit\w*|mal[- ]estar|passando mal|passei mal|dor de cabeca forte|insonia|ansiedade|nervos\w*|agitad[oa]|pressao (?:alta|subiu|subindo)|dor (?:na barriga|abdominal|no estomago) forte|diarreia)\b/;
/** Appetite suppressants, GLP-1 drugs and "natural" slimming products (ANVISA warnings). */
const SLIMMING =
  /\b(?:(?:remedi\w*|medicament\w*|capsul\w*|comprimid\w*|formula\w*|chas?|injec\w*|caneta\w*|suplement\w*) (?:pra|para|de) (?:emagrecer|perder peso|secar|tirar a fome|inibir)|emagrecedor\w*|inibidor\w* de apetite|moderador\w* de apetite|sibutramina|anfepramona|femproporex|mazindol|ozempic|semaglutida|liraglutida|saxenda|wegovy|mounjaro|tirzepatida|orlistat|xenical|termogenic\w*|lipo ?redutor\w*|seca barriga|diuretic\w*|clembuterol|dnp|t3|t4|hormonio (?:pra|para) emagrecer|chazinho (?:pra|para) emagrecer|cha (?:seca|detox)|blackout|lipo ?6|hydroxycut)\b/;
/** Taking or having taken it (the question "ozempic funciona?" is a medication question, not a symptom). */
const TOOK =
  /\b(?:tomei|tomo|tomando|comecei|usei|uso|usando|apliquei|aplico|aplicando|injetei|depois d[oa]|desde que|com)\b/;

/** An energy target below about 1,200 kcal/day, said as an intention (ABESO 2016: VLCDs only under medical care). */
const LOW_ENERGY_INTENT =
  /\b(?:quero|vou|pretendo|planejo|preciso|devo|tentar|tentando|posso|consigo|pensando em|estou|to|tô|ficar|viver|sobreviver|dieta de|dieta com|meta de|comer so|comendo so|so com|no maximo|ate)\b/;
const UNDER_1200 =
  /\b(?:[1-9]\d{0,2}|1[01]\d\d)\s*(?:kcal|calorias?|cal)\b(?:\s*(?:por|ao|num|em um|no) dia|\s*diari\w*|\s*por dia)?/;
/**
 * Living on a total ("ficar só com 800 calorias", "sobreviver a base de 600 kcal"): the whole intake, even
 * without "por dia" — the meal-scoped look-alikes ("no lanche", "na janta") are excepted below.
 */
const LIVE_ON_TOTAL =
  /\b(?:ficar|fico|viver|sobreviver|passar|aguentar)(?: o dia)?(?: (?:so|apenas|somente))? (?:com|de|a base de|comendo) (?:(?:uns|umas|no maximo) )?(?:[1-9]\d{0,2}|1[01]\d\d)\s*(?:kcal|calorias?|cal)\b/;
const DAY_SCOPE =
  /\b(?:por dia|ao dia|no dia|diari\w*|o dia (?:todo|inteiro)|dia todo|todo dia|todos os dias|a semana|por semana|na dieta|de dieta|dieta)\b/;
/** Fasting or not eating for days (≥ 36 h): risk of hypoglycaemia and refeeding problems. */
const DAYS_WITHOUT_FOOD =
  /\b(?:jejum (?:de |por )?(?:\d+|dois|duas|tres|quatro|cinco|varios|alguns|uma semana|uma) ?(?:dias?|semanas?)|jejum (?:de |por )?(?:3[6-9]|[4-9]\d|\d{3}) ?(?:h|horas)\b|(?:ficar|fiquei|estou|to|passar|passei|vou ficar|quero ficar|ha|faz) (?:(?:uns|ha|faz) )?(?:\d+|dois|duas|tres|quatro|cinco|varios|alguns) dias sem comer|(?:nao|n) (?:como|comi|comer|to comendo|estou comendo)(?: nada)? (?:ha|faz|por|a|desde) (?:\d+|dois|duas|tres|quatro|cinco|varios|alguns|uma semana)|(?:so|apenas) (?:na |a base de |de )?(?:agua|liquidos?|cha|suco) (?:por|durante|ha|faz) (?:\d+|dois|duas|tres|varios|alguns|uma semana)|(?:parar|deixar) de comer(?= *(?:$|[.!?,]|de vez|por (?:completo|uns|alguns|\d)|total|ate|nada))|(?:quero|vou|pretendo) (?:ficar )?sem comer|pular todas as refeic\w*|nao comer (?:nada|mais)|greve de fome)\b/;

const PURGING =
  /\b(?:(?:provocar|provoco|provoquei|induzir|induzo|forcar|forco|forcei|me fazer|me faco) (?:o )?vomit\w*|vomit\w* (?:depois de comer|depois que como|pra nao engordar|para nao engordar|de proposito|tudo que (?:eu )?com\w*)|(?:como|comi) e (?:depois )?vomit\w*|dedo na garganta|purga\w*|laxante\w*|(?:tomar|tomo|tomei|usar|uso) (?:diuretico|laxante)\w* (?:pra|para) (?:emagrecer|perder peso|nao engordar))\b/;
const DISORDER_SIGNS =
  /\b(?:anorexi\w*|bulimi\w*|compulsao alimentar|transtorno\w* alimenta\w*|me (?:odeio|sinto culpad[oa]) (?:quando|depois que|por) com\w*|(?:odeio|nojo do) meu corpo|tenho medo de comer|medo de engordar|(?:escondo|escondi|escondendo) (?:que|o que) (?:eu )?com\w*|(?:como|comi) escondid\w*|(?:me puno|me castigo|punir|castigar) (?:por|quando|depois)|compensar (?:o que|tudo que) (?:eu )?comi|(?:fico|fiquei|passo|passar) (?:o dia|dias?) sem comer (?:pra|para) compensar|me sinto (?:muito )?gord[oa] (?:demais|e nao quero comer)|nao (?:quero|consigo) (?:mais )?comer (?:nada|de jeito nenhum))\b/;
const SELF_HARM =
  /\b(?:suicid\w*|me matar|tirar (?:a )?minha (?:propria )?vida|me machucar|me cortar|nao quero mais viver|quero morrer|acabar com (?:a )?minha vida|sumir (?:pra|para) sempre)\b/;

const PREGNANT = /\b(?:gravid\w*|gestant\w*|gestacao|amament\w*|lactant\w*|gravidez|semanas de gestacao|puerper\w*)\b/;
/** Restriction, slimming or a symptom — in pregnancy and breastfeeding, never without the obstetrician. */
const RESTRICTION =
  /\b(?:emagrec\w*|perder (?:\d+ ?(?:kg|quilos) |peso|barriga)|dieta restritiva|fechar a boca|cortar (?:toda )?comida|comer (?:bem )?pouco|comer menos|jejum|(?:ficar|ficando|fico) sem comer|pular refeic\w*|nao (?:comer|como|consigo comer)|restring\w*|secar)\b/;
const PREGNANCY_SYMPTOMS =
  /\b(?:sangr\w*|perd(?:a|i|endo) (?:de )?liquido|contrac\w*|vomit\w* (?:muito|tudo|o dia todo|sem parar)|nao paro de vomitar|nao seguro nada|inchac\w* (?:forte|repentino)|dor de cabeca forte|visao turva|bebe (?:nao mexe|parou de mexer))\b/;

const CHILD =
  /\b(?:(?:meu|minha|nosso|nossa) (?:filh\w*|menin\w*|bebe|crianca|enteado|enteada|net[oa]|netinh[oa]|sobrinh\w*)|(?:filh\w*|crianca|bebe|menin\w*|net[oa]|netinh[oa]) de (?:[1-9]|1[0-5]|um|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze|quinze) (?:anos?|meses)|(?:meu|minha) \w+ de (?:[1-9]|1[0-5]) anos|criancas?|bebe)\b/;
const CHILD_RISK =
  /\b(?:emagrec\w*|dieta|perd\w* (?:\d+ ?(?:kg|quilos)|peso|barriga)|perca (?:\d+ ?(?:kg|quilos)|peso)|jejum|cortar (?:a )?comida|fechar a boca|deixar sem (?:comer|jantar|almocar)|ficar sem comer|nao (?:come|comeu|quer comer) (?:nada )?(?:ha|faz|desde|por) \w+|remedi\w* (?:pra|para) emagrecer|inibidor|ozempic|sibutramina|cont\w* calorias|[1-9]\d{2} (?:kcal|calorias)|desmai\w*|engasg\w*|nao (?:esta|ta) respirando|desidrat\w*|engoliu)\b/;

const DIABETES =
  /\b(?:diabet\w*|insulina|glicemia|glicose|metformina|glifage|hipoglicemi\w*|acucar (?:no sangue )?(?:baixo|caiu|despencou)|dm ?[12]|tipo [12])\b/;
const HYPO_SIGNS =
  /\b(?:hipoglicemi\w*|(?:glicemia|glicose|acucar|dextro|hgt)(?: (?:esta|ta|deu|em|de|caiu|baixou|baixa|pra|para))* (?:[1-6]\d|7[0-9])\b|(?:glicemia|glicose|acucar) (?:baixa|baixo|caiu|caindo|despencou|muito baixa)|tremedeira|tremend\w*|trem(?:o|ia)|suor frio|suando frio|suando muito|tontur\w*|tont[oa]|confus\w*|desmai\w*|visao (?:turva|embacada)|fraqueza|palpitac\w*|coracao acelerado|sonolencia|desorientad\w*|formigamento)\b/;
/** A question about foods for diabetes is not an emergency: "diabético pode comer banana?". */
const NOT_URGENT_QUESTION =
  /\b(?:pode comer|posso comer|e bom|faz mal|qual (?:a|o) (?:glicemia|glicose) normal|indice glicemico)\b/;

export const RED_FLAG_RULES: RedFlagRule[] = [
  {
    group: 'self_harm',
    all: [SELF_HARM],
    cvv: true,
    source: 'Ministério da Saúde, Prevenção do suicídio; CVV 188 (cvv.org.br), 24 h, gratuito.',
  },
  {
    group: 'weight_loss_drug',
    all: [SLIMMING, TOOK, new RegExp(`${ACUTE.source}|${MILD_SYMPTOMS.source}`)],
    cvv: false,
    source:
      'ANVISA, alertas sobre inibidores de apetite (RDC 50/2014) e medicamentos agonistas de GLP-1 falsificados ou sem prescrição (2023–2024); SAMU 192 (Ministério da Saúde).',
  },
  {
    group: 'hypoglycemia',
    all: [DIABETES, HYPO_SIGNS],
    unless: [NOT_URGENT_QUESTION],
    cvv: false,
    source:
      'Sociedade Brasileira de Diabetes, Diretriz 2023 — hipoglicemia (glicemia < 70 mg/dL com sintomas) exige correção imediata; SAMU 192.',
  },
  {
    group: 'acute_symptoms',
    all: [ACUTE],
    cvv: false,
    source: 'Ministério da Saúde, SAMU 192: dor no peito, falta de ar, desmaio e convulsão são urgências.',
  },
  {
    group: 'disordered_eating',
    all: [new RegExp(`${PURGING.source}|${DISORDER_SIGNS.source}`)],
    cvv: true,
    source:
      'Ministério da Saúde, Transtornos alimentares (BVS, 2020); Guia Alimentar para a População Brasileira (2014), cap. 5; CVV 188.',
  },
  {
    group: 'very_low_energy',
    all: [DAYS_WITHOUT_FOOD],
    cvv: true,
    source:
      'ABESO, Diretrizes Brasileiras de Obesidade 2016: jejum prolongado e dietas de muito baixa caloria só com acompanhamento médico.',
  },
  {
    group: 'very_low_energy',
    all: [UNDER_1200, LOW_ENERGY_INTENT, DAY_SCOPE],
    unless: [
      /\b(?:tem|contem|quantas calorias|no (?:almoco|jantar|cafe|lanche)|na (?:janta|ceia)|refeicao|lanche de|por refeicao|queimei|gastei|queimar|gasto|treino|corrida|academia)\b/,
    ],
    cvv: true,
    source:
      'ABESO, Diretrizes Brasileiras de Obesidade 2016: dietas abaixo de ~1.200 kcal/dia (e as de muito baixa caloria, < 800 kcal) só com acompanhamento médico.',
  },
  {
    group: 'very_low_energy',
    all: [LIVE_ON_TOTAL],
    unless: [/\b(?:no (?:almoco|jantar|cafe|lanche)|na (?:janta|ceia)|por refeicao|nessa refeicao|nesse lanche)\b/],
    cvv: true,
    source:
      'ABESO, Diretrizes Brasileiras de Obesidade 2016: dietas abaixo de ~1.200 kcal/dia (e as de muito baixa caloria, < 800 kcal) só com acompanhamento médico.',
  },
  {
    group: 'pregnancy',
    all: [PREGNANT, new RegExp(`${RESTRICTION.source}|${PREGNANCY_SYMPTOMS.source}|${SLIMMING.source}`)],
    cvv: false,
    source:
      'Ministério da Saúde, Caderneta da Gestante (2022) — sinais de alerta (sangramento, perda de líquido, vômitos persistentes); Guia Alimentar (2014): sem restrição na gestação e amamentação.',
  },
  {
    group: 'children',
    all: [CHILD, CHILD_RISK],
    cvv: false,
    source:
      'Ministério da Saúde, Guia Alimentar para Crianças Brasileiras Menores de 2 Anos (2019) e Sociedade Brasileira de Pediatria: dieta, jejum ou remédio para emagrecer em criança só com o pediatra.',
  },
];

/** Whole forms of the words the patterns name by their stem (`gravid\w*`), and everyday words near them. */
const FORMS = [
  'gravida',
  'gestante',
  'amamentando',
  'amamento',
  'diabetico',
  'diabetica',
  'diabetes',
  'filho',
  'filha',
  'filhinho',
  'filhinha',
  'tremendo',
  'tremedeira',
  'taquicardia',
  'palpitacao',
  'desmaiei',
  'desmaiou',
  'desmaio',
  'desmaiar',
  'vomitei',
  'vomito',
  'vomitar',
  'vomitando',
  'emagrecer',
  'emagrecedor',
  'hipoglicemia',
  'sibutramina',
  'termogenico',
  'laxante',
  'laxantes',
  'anorexia',
  'bulimia',
  'culpada',
  'culpado',
  'quando',
  'quero',
  'depois',
  'coracao',
  'acelerado',
  'disparado',
  'glicemia',
  'glicose',
  'insulina',
  'crianca',
  'menino',
  'menina',
  'calorias',
  // Everyday words one slip from a word above: they are words, not typos.
  'manha',
  'minha',
  'escondido',
  'convulsao',
  'ficou',
  'sinto',
];

/** Every word the patterns spell out whole, with FORMS: typos are folded back to them before matching. */
export const RED_FLAG_LEXICON = [
  ...new Set([
    ...FORMS,
    ...RED_FLAG_RULES.flatMap((rule) => [...rule.all, ...(rule.unless ?? [])]).flatMap(
      // A word followed by \w, [ or ( in the source is a stem, not a word a person writes.
      (pattern) => (pattern.source.match(/[a-z]{5,}(?![a-z\\[(])/g) ?? []).filter((w) => !w.startsWith('w')),
    ),
  ]),
];

/** The groups a message raises (empty when none); `key` is the folded message (question-text.ts). */
export function redFlagsOf(key: string): RedFlagGroup[] {
  const corrected = correctWords(key, RED_FLAG_LEXICON);
  const groups = RED_FLAG_RULES.filter(
    (rule) => rule.all.every((p) => p.test(corrected)) && !(rule.unless ?? []).some((p) => p.test(corrected)),
  ).map((rule) => rule.group);
  return [...new Set(groups)];
}
