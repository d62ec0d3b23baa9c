import type { Zippable } from 'fflate';
import { localTime } from '../../../domain/calendar/sao-paulo';
import { buildCsv } from '../../../domain/data-export/csv';
import type { AccountData } from './collect-account-data';
import type { PhotoFiles } from './photo-files';

type Nutrients = Record<(typeof NUTRIENT_KEYS)[number], number | null>;
const NUTRIENT_KEYS = ['energyKcal', 'proteinG', 'carbsG', 'fatG', 'fiberG', 'sodiumMg'] as const;
const NUTRIENT_COLUMNS = ['energia_kcal', 'proteinas_g', 'carboidratos_g', 'gorduras_g', 'fibras_g', 'sodio_mg'];

/**
 * A row's nutrients, empty where unknown. A meal total over an item without the figure (TACO "NA") is only a
 * lower bound — a cola's missing fibre would add up to "0" — so it is left empty too; itens.csv has each item.
 */
const nutrientCells = (row: Nutrients, incomplete: readonly string[] = []) =>
  NUTRIENT_KEYS.map((key) => (incomplete.includes(key) ? null : row[key]));

/** The CSVs of the ZIP export: what a spreadsheet is good for (meals, their items, water, weights). */
export function exportCsvFiles(data: AccountData): Record<string, string> {
  return {
    'refeicoes.csv': buildCsv(
      ['id', 'data', 'horario', 'refeicao', ...NUTRIENT_COLUMNS, 'observacao', 'foto_id'],
      data.meals.map((m) => [
        m.id,
        m.localDate,
        localTime(m.eatenAt),
        m.slot,
        ...nutrientCells(m, m.incompleteNutrients),
        m.note,
        m.photoId,
      ]),
    ),
    'itens.csv': buildCsv(
      ['refeicao_id', 'posicao', 'alimento_id', 'alimento', 'quantidade', 'unidade', 'gramas', ...NUTRIENT_COLUMNS],
      data.meals.flatMap((m) =>
        m.items.map((i) => [m.id, i.position, i.foodId, i.foodName, i.quantity, i.unit, i.grams, ...nutrientCells(i)]),
      ),
    ),
    'agua.csv': buildCsv(
      ['data', 'horario', 'ml'],
      data.water.map((w) => [w.localDate, localTime(w.at), w.ml]),
    ),
    'pesos.csv': buildCsv(
      ['data', 'peso_kg'],
      data.weights.map((w) => [w.localDate, w.weightKg]),
    ),
  };
}

/**
 * dados.json (everything), the CSVs, the meal photos under fotos/ and a
 * LEIA-ME.txt saying what each file is and which photos could not be read.
 */
export async function buildExportArchive(data: AccountData, photoFiles: PhotoFiles): Promise<Uint8Array> {
  // Loaded here, not at start-up: an export is rare, and every module loaded at start delays it (decision 0023).
  const { strToU8, zipSync } = await import('fflate');
  const files: Zippable = { 'dados.json': strToU8(JSON.stringify(data, null, 2)) };
  for (const [name, text] of Object.entries(exportCsvFiles(data))) files[name] = strToU8(text);
  const missing: string[] = [];
  for (const photo of data.photos) {
    const bytes = await photoFiles.get(photo.storageKey);
    if (bytes) files[`fotos/${photo.id}.jpg`] = [bytes, { level: 0 }];
    else missing.push(photo.id);
  }
  const avatarKey = data.settings?.avatarStorageKey;
  const avatar = avatarKey ? await photoFiles.get(avatarKey) : null;
  if (avatar) files['foto-de-perfil.jpg'] = [avatar, { level: 0 }];
  files['LEIA-ME.txt'] = strToU8(readme(data, missing));
  return zipSync(files, { level: 6 });
}

function readme(data: AccountData, missing: string[]): string {
  const lines = [
    'Seus dados no Nutri',
    `Exportados em ${data.exportedAt}. No dados.json os instantes estão em UTC; nos CSVs, datas e horários são`,
    'de São Paulo.',
    '',
    'dados.json      tudo o que guardamos sobre você: conta, consentimentos, perfil e metas, preferências,',
    '                sessões, refeições com itens, fotos (dados), água, pesos, notificações, assinatura,',
    '                faturas e pedidos de suporte.',
    'refeicoes.csv   uma linha por refeição, com os totais.',
    'itens.csv       uma linha por alimento de cada refeição (refeicao_id liga ao arquivo anterior).',
    'agua.csv        cada registro de água.',
    'pesos.csv       um peso por dia.',
    'fotos/          as fotos das refeições, como foram guardadas (sem metadados).',
    'foto-de-perfil.jpg  a sua foto de perfil, se você enviou uma.',
    '',
    'Os arquivos CSV abrem direto em planilhas em português: ponto e vírgula como separador, vírgula decimal,',
    'UTF-8 com BOM. Célula vazia é valor desconhecido (a TACO não mede o nutriente para algum alimento), não zero;',
    'o total de uma refeição fica vazio quando falta o valor de algum item (veja itens.csv).',
  ];
  if (missing.length > 0) {
    lines.push(
      '',
      `${missing.length} foto(s) não foram encontradas no armazenamento e não estão no arquivo: ${missing.join(', ')}.`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
