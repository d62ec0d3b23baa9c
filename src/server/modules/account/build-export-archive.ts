import { strToU8, zipSync, type Zippable } from 'fflate';
import { buildCsv } from '../../../domain/data-export/csv';
import type { AccountData } from './collect-account-data';
import type { PhotoFiles } from './photo-files';

const n = (value: number | null) => value;

/** The CSVs of the ZIP export: what a spreadsheet is good for (meals, their items, water, weights). */
export function exportCsvFiles(data: AccountData): Record<string, string> {
  const nutrients = ['energia_kcal', 'proteinas_g', 'carboidratos_g', 'gorduras_g', 'fibras_g', 'sodio_mg'];
  const values = (r: {
    energyKcal: number | null;
    proteinG: number | null;
    carbsG: number | null;
    fatG: number | null;
    fiberG: number | null;
    sodiumMg: number | null;
  }) => [n(r.energyKcal), n(r.proteinG), n(r.carbsG), n(r.fatG), n(r.fiberG), n(r.sodiumMg)];
  return {
    'refeicoes.csv': buildCsv(
      ['id', 'data', 'horario_utc', 'refeicao', ...nutrients, 'observacao', 'foto_id'],
      data.meals.map((m) => [m.id, m.localDate, m.eatenAt.toISOString(), m.slot, ...values(m), m.note, m.photoId]),
    ),
    'itens.csv': buildCsv(
      ['refeicao_id', 'posicao', 'alimento_id', 'alimento', 'quantidade', 'unidade', 'gramas', ...nutrients],
      data.meals.flatMap((m) =>
        m.items.map((i) => [m.id, i.position, i.foodId, i.foodName, i.quantity, i.unit, i.grams, ...values(i)]),
      ),
    ),
    'agua.csv': buildCsv(
      ['data', 'horario_utc', 'ml'],
      data.water.map((w) => [w.localDate, w.at.toISOString(), w.ml]),
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
    `Exportados em ${data.exportedAt} (horários em UTC; datas no fuso de São Paulo).`,
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
    'Os arquivos CSV seguem a RFC 4180 (vírgula como separador, ponto como separador decimal, UTF-8).',
  ];
  if (missing.length > 0) {
    lines.push(
      '',
      `${missing.length} foto(s) não foram encontradas no armazenamento e não estão no arquivo: ${missing.join(', ')}.`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
