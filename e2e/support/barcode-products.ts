import { IOGURTE as YOGHURT } from '../../src/server/test/fake-open-food-facts';

/** What the fake Open Food Facts of the journeys knows: the API tests' yoghurt. */
export const IOGURTE = YOGHURT.code;
/** A valid GTIN the fake does not know. */
export const DESCONHECIDO = '7890000000048';

export const E2E_PRODUCTS: Record<string, unknown> = { [IOGURTE]: YOGHURT.product };
