/** What the fake Open Food Facts of the journeys knows (Open Food Facts' product API v2 field names). */
export const IOGURTE = '7891000100103';
/** A valid GTIN the fake does not know. */
export const DESCONHECIDO = '7890000000048';

export const E2E_PRODUCTS: Record<string, unknown> = {
  [IOGURTE]: {
    product_name_pt: 'Iogurte natural integral',
    brands: 'Laticínios Exemplo',
    serving_size: '1 pote (170 g)',
    serving_quantity: '170',
    nutriments: {
      'energy-kcal_100g': 63,
      proteins_100g: 3.5,
      carbohydrates_100g: 4.7,
      fat_100g: 3.3,
      sodium_100g: 0.05,
    },
  },
};
