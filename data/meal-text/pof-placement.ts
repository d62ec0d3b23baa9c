/**
 * Whether a reading placed an IBGE POF row's food (issue 24's survey evaluations). Three ways count, and the
 * evaluations report each one apart so none hides another:
 * - `row`: IBGE's own food for that row;
 * - `figures`: another food whose energy per 100 g is within ±10% of IBGE's (the issue's rule);
 * - `sameName`: an earlier table's food with exactly the row's name ("Cenoura cozida" in TACO for IBGE's
 *   "Cenoura cozida (IBGE)", "Maionese" for IBGE's "Maionese molho"). The catalog gave IBGE's food its first
 *   alternative or the "(IBGE)" tag because TACO (or a recipe) already owns that very name
 *   (scripts/catalog/ibge-names.ts `ibgeBaseName`; precedence in decision 0039), so it is the same food from
 *   the table the product is grounded in; the two tables simply measured it differently;
 * - `nameOwner`: an earlier table's food that owns the row's name as a synonym ("alface" is TACO's alface
 *   crespa, "banana" its banana-prata): the catalog's curated choice of what the plain word means.
 */
import { toSearchKey } from '../../src/domain/foods/search-key';
import type { FoodCatalog } from '../../src/domain/foods/types';
import { ibgeBaseName } from '../../scripts/catalog/ibge-names';
import type { PofCompositionRow } from '../../scripts/catalog/reference-data';

export type Placement = 'row' | 'figures' | 'sameName' | 'nameOwner' | 'other' | 'none';

export const PLACED: ReadonlySet<Placement> = new Set(['row', 'figures', 'sameName', 'nameOwner']);

export function ibgeId(row: PofCompositionRow): string {
  return `ibge-${row.codigo_alimento}-${row.codigo_preparacao}`;
}

export function placementOf(catalog: FoodCatalog, row: PofCompositionRow, foodId: string | undefined): Placement {
  if (!foodId) return 'none';
  if (foodId === ibgeId(row)) return 'row';
  const placed = catalog.byId(foodId);
  const energy = row.energia_kcal === '' ? null : Number(row.energia_kcal);
  const placedEnergy = placed?.per100g.energyKcal ?? null;
  if (energy !== null && placedEnergy !== null && Math.abs(placedEnergy - energy) <= 0.1 * energy) return 'figures';
  const own = catalog.byId(ibgeId(row));
  if (placed && own && placed.kind !== 'ibge') {
    // The name the row would have had; when the build gave it another ("Maionese molho", "Grão de bico (IBGE)"),
    // the earlier food owns it.
    const name = toSearchKey(ibgeBaseName(row));
    if (toSearchKey(own.name) === name) return 'other'; // the row kept its name: no earlier food owns it
    if (toSearchKey(placed.name) === name) return 'sameName';
    if (placed.searchKeys.includes(name)) return 'nameOwner';
  }
  return 'other';
}
