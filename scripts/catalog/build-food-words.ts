/**
 * Writes data/catalog/food-words.json: the words of IBGE's POF 2008-2009 food
 * descriptions (the foods Brazilians reported eating), so the meal-text
 * analyser can tell a food the catalog lacks ("salsicha", "risoto", "pizza")
 * from a typo of one it has, and a food word from a descriptive one. The
 * reference CSV stays outside the repository (../shared/data/ibge-pof); a test
 * (data/catalog/food-words.test.ts) fails if the stored list and this
 * computation ever disagree.
 *
 * Run from the repo root: npx tsx scripts/catalog/build-food-words.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { computeFoodWords } from './food-words-from-pof';

const file = fileURLToPath(new URL('../../data/catalog/food-words.json', import.meta.url));
const { words, nouns, phrases } = computeFoodWords();
const data = {
  about:
    'Palavras das descrições de alimentos da Tabela de Medidas Referidas da POF 2008-2009 (IBGE), em forma de busca (sem acentos, minúsculas, 3+ letras). "words": todas; "nouns": as que nomeiam um alimento (a primeira palavra e as que vêm depois de "de", "com" ou "e"); "phrases": os nomes de duas ou três palavras, sem "de"/"com"/"e" ("batata palha", "queijo coalho"). Servem para distinguir um alimento que o catálogo não tem de um erro de digitação de um que ele tem. Gerado por scripts/catalog/build-food-words.ts; não edite à mão.',
  source: 'ibge-pof-2008-2009',
  words,
  nouns,
  phrases,
};
writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
console.log(`food-words.json: ${words.length} words, ${nouns.length} nouns, ${phrases.length} phrases`);
