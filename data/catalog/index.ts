/**
 * Loads the product's food catalog: the authored JSON in this folder, bundled
 * at build time, checked and typed by the pure domain entry `buildCatalog`.
 * Server code: `import { loadCatalog } from '../../data/catalog/index'`.
 */
import { buildCatalog } from '../../src/domain/foods/build-catalog';
import type { RawCatalogInput } from '../../src/domain/foods/raw-catalog';
import type { FoodCatalog } from '../../src/domain/foods/types';
import cereais from './foods/01-cereais-e-derivados.json' with { type: 'json' };
import verduras from './foods/02-verduras-hortalicas-e-derivados.json' with { type: 'json' };
import frutas from './foods/03-frutas-e-derivados.json' with { type: 'json' };
import gorduras from './foods/04-gorduras-e-oleos.json' with { type: 'json' };
import pescados from './foods/05-pescados-e-frutos-do-mar.json' with { type: 'json' };
import carnes from './foods/06-carnes-e-derivados.json' with { type: 'json' };
import leite from './foods/07-leite-e-derivados.json' with { type: 'json' };
import bebidas from './foods/08-bebidas-alcoolicas-e-nao-alcoolicas.json' with { type: 'json' };
import ovos from './foods/09-ovos-e-derivados.json' with { type: 'json' };
import acucarados from './foods/10-produtos-acucarados.json' with { type: 'json' };
import miscelaneas from './foods/11-miscelaneas.json' with { type: 'json' };
import industrializados from './foods/12-outros-alimentos-industrializados.json' with { type: 'json' };
import preparados from './foods/13-alimentos-preparados.json' with { type: 'json' };
import leguminosas from './foods/14-leguminosas-e-derivados.json' with { type: 'json' };
import nozes from './foods/15-nozes-e-sementes.json' with { type: 'json' };
import ibgeCereais from './ibge/01-cereais-e-leguminosas.json' with { type: 'json' };
import ibgeHortalicasTuberosas from './ibge/02-hortalicas-tuberosas.json' with { type: 'json' };
import ibgeFarinhasFeculas from './ibge/03-farinhas-feculas-e-massas.json' with { type: 'json' };
import ibgeCocosCastanhas from './ibge/04-cocos-castanhas-e-nozes.json' with { type: 'json' };
import ibgeHortalicasFolhosas from './ibge/05-hortalicas-folhosas-frutosas-e-outras.json' with { type: 'json' };
import ibgeFrutas from './ibge/06-frutas.json' with { type: 'json' };
import ibgeAcucares from './ibge/07-acucares-e-produtos-de-confeitaria.json' with { type: 'json' };
import ibgeSais from './ibge/08-sais-e-condimentos.json' with { type: 'json' };
import ibgeCarnes from './ibge/09-carnes-e-visceras.json' with { type: 'json' };
import ibgePescados from './ibge/10-pescados-e-frutos-do-mar.json' with { type: 'json' };
import ibgeEnlatados from './ibge/11-enlatados-e-conservas.json' with { type: 'json' };
import ibgeAves from './ibge/12-aves-e-ovos.json' with { type: 'json' };
import ibgeLaticinios from './ibge/13-laticinios.json' with { type: 'json' };
import ibgePanificados from './ibge/14-panificados.json' with { type: 'json' };
import ibgeCarnesIndustrializadas from './ibge/15-carnes-industrializadas.json' with { type: 'json' };
import ibgeBebidasNaoAlcoolicas from './ibge/16-bebidas-nao-alcoolicas-e-infusoes.json' with { type: 'json' };
import ibgeBebidasAlcoolicas from './ibge/17-bebidas-alcoolicas.json' with { type: 'json' };
import ibgeOleos from './ibge/18-oleos-e-gorduras.json' with { type: 'json' };
import ibgeMiscelaneas from './ibge/19-miscelaneas.json' with { type: 'json' };
import foodWords from './food-words.json' with { type: 'json' };
import measures from './measures.json' with { type: 'json' };
import recipes from './recipes.json' with { type: 'json' };
import sources from './sources.json' with { type: 'json' };
import typicalPortions from './typical-portions.json' with { type: 'json' };
import usdaCereais from './usda/01-cereais-e-derivados.json' with { type: 'json' };
import usdaVerduras from './usda/02-verduras-hortalicas-e-derivados.json' with { type: 'json' };
import usdaFrutas from './usda/03-frutas-e-derivados.json' with { type: 'json' };
import usdaGorduras from './usda/04-gorduras-e-oleos.json' with { type: 'json' };
import usdaPescados from './usda/05-pescados-e-frutos-do-mar.json' with { type: 'json' };
import usdaCarnes from './usda/06-carnes-e-derivados.json' with { type: 'json' };
import usdaLeite from './usda/07-leite-e-derivados.json' with { type: 'json' };
import usdaBebidas from './usda/08-bebidas-alcoolicas-e-nao-alcoolicas.json' with { type: 'json' };
import usdaOvos from './usda/09-ovos-e-derivados.json' with { type: 'json' };
import usdaAcucarados from './usda/10-produtos-acucarados.json' with { type: 'json' };
import usdaMiscelaneas from './usda/11-miscelaneas.json' with { type: 'json' };
import usdaIndustrializados from './usda/12-outros-alimentos-industrializados.json' with { type: 'json' };
import usdaPreparados from './usda/13-alimentos-preparados.json' with { type: 'json' };
import usdaLeguminosas from './usda/14-leguminosas-e-derivados.json' with { type: 'json' };
import usdaNozes from './usda/15-nozes-e-sementes.json' with { type: 'json' };

/** The raw authored data, as the domain's buildCatalog expects it. */
export const rawCatalogData: RawCatalogInput = {
  foodFiles: [
    cereais,
    verduras,
    frutas,
    gorduras,
    pescados,
    carnes,
    leite,
    bebidas,
    ovos,
    acucarados,
    miscelaneas,
    industrializados,
    preparados,
    leguminosas,
    nozes,
  ],
  recipes,
  measures,
  sources,
  typicalPortions,
  foodWords,
  // Foods TACO lacks, from USDA FoodData Central (docs/decisions/0025-usda-foods-second-source.md).
  usdaFiles: [
    usdaCereais,
    usdaVerduras,
    usdaFrutas,
    usdaGorduras,
    usdaPescados,
    usdaCarnes,
    usdaLeite,
    usdaBebidas,
    usdaOvos,
    usdaAcucarados,
    usdaMiscelaneas,
    usdaIndustrializados,
    usdaPreparados,
    usdaLeguminosas,
    usdaNozes,
  ],
  // Every row of IBGE's POF 2008-2009 composition table (docs/decisions/0036-ibge-pof-foods-and-source-precedence.md).
  ibgeFiles: [
    ibgeCereais,
    ibgeHortalicasTuberosas,
    ibgeFarinhasFeculas,
    ibgeCocosCastanhas,
    ibgeHortalicasFolhosas,
    ibgeFrutas,
    ibgeAcucares,
    ibgeSais,
    ibgeCarnes,
    ibgePescados,
    ibgeEnlatados,
    ibgeAves,
    ibgeLaticinios,
    ibgePanificados,
    ibgeCarnesIndustrializadas,
    ibgeBebidasNaoAlcoolicas,
    ibgeBebidasAlcoolicas,
    ibgeOleos,
    ibgeMiscelaneas,
  ],
};

/**
 * Bumped whenever a figure, portion or recipe changes: a logged meal records the
 * version its figures came from, so corrections can be offered, never applied silently.
 */
export const CATALOG_VERSION = '2026.11.5';

let cached: FoodCatalog | undefined;

/** The validated catalog, built once per process (the data is immutable). */
export function loadCatalog(): FoodCatalog {
  cached ??= buildCatalog(rawCatalogData);
  return cached;
}
