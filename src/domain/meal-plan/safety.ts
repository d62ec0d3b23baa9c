import { MIN_ENERGY_KCAL, type Sex } from '../goals/energy';

/**
 * When the app must not plan meals and refers the person to a professional instead (issue #27, item 6).
 * A meal plan for pregnancy or breastfeeding, for children and adolescents, or alongside diabetes, kidney
 * disease or an eating disorder is individual clinical care: the Conselho Federal de Nutricionistas
 * reserves it to a nutritionist (Lei 8.234/1991, art. 3º, VIII; Resolução CFN 600/2018), and energy and
 * protein needs there differ from the adult formulas the targets use (Mifflin–St Jeor, IOM 2005).
 */
export const HEALTH_SITUATIONS = [
  'gestante',
  'amamentando',
  'diabetes',
  'doenca_renal',
  'transtorno_alimentar',
] as const;
export type HealthSituation = (typeof HEALTH_SITUATIONS)[number];

export const HEALTH_SITUATION_LABELS: Record<HealthSituation, string> = {
  gestante: 'Estou grávida',
  amamentando: 'Estou amamentando',
  diabetes: 'Tenho diabetes',
  doenca_renal: 'Tenho doença renal',
  transtorno_alimentar: 'Tenho ou já tive um transtorno alimentar',
};

/** The age from which the adult targets and this plan apply. */
export const MIN_PLAN_AGE_YEARS = 18;

export const PLAN_DISCLAIMER =
  'Este plano é educativo, montado a partir das suas metas e da tabela TACO. Ele não substitui a consulta com um nutricionista, que pode ajustá-lo à sua saúde e à sua rotina.';

const REFERRAL: Record<HealthSituation | 'menor', string> = {
  gestante:
    'Na gestação as necessidades mudam a cada trimestre. Para um plano alimentar, procure um nutricionista ou o pré-natal da sua unidade de saúde.',
  amamentando:
    'Amamentando, você precisa de mais energia e nutrientes do que as metas comuns preveem. Para um plano alimentar, procure um nutricionista.',
  diabetes:
    'Com diabetes, o plano alimentar precisa ser ajustado à sua medicação e às suas glicemias. Procure um nutricionista ou a equipe que acompanha você.',
  doenca_renal:
    'Na doença renal, proteína, sódio e potássio precisam de limites individuais. Procure um nutricionista com o seu nefrologista.',
  transtorno_alimentar:
    'Com um transtorno alimentar, um cardápio com calorias contadas pode fazer mal. Procure um nutricionista e um psicólogo; se precisar conversar agora, o CVV atende pelo 188.',
  menor: 'Para menores de 18 anos, o plano alimentar deve ser feito por um nutricionista ou pediatra.',
};

export type PlanRefusal = { code: 'needs_professional'; message: string };

/** The referral for the first situation that rules a plan out, or null when a plan may be made. */
export function planRefusal(ageYears: number, situations: readonly HealthSituation[]): PlanRefusal | null {
  if (ageYears < MIN_PLAN_AGE_YEARS) return { code: 'needs_professional', message: REFERRAL.menor };
  const first = HEALTH_SITUATIONS.find((situation) => situations.includes(situation));
  return first ? { code: 'needs_professional', message: REFERRAL[first] } : null;
}

/** The energy a plan may never go below without a professional: 1,200 kcal women, 1,500 kcal men (goals/energy.ts). */
export function planEnergyFloorKcal(sex: Sex): number {
  return MIN_ENERGY_KCAL[sex];
}
