/**
 * Daily amounts adults are advised to stay within or reach, written once: the meal plan's limits and the weekly
 * review's suggestions read them.
 */

/** Less than 2,000 mg of sodium a day (WHO, Guideline: Sodium intake for adults and children, 2012). */
export const SODIUM_LIMIT_MG = 2000;

/** At least 25 g of fibre a day (WHO/FAO, Diet, Nutrition and the Prevention of Chronic Diseases, TRS 916, 2003). */
export const MIN_FIBER_G = 25;
