#!/usr/bin/env node
// Renders the evaluation set of Brazilian nutrition labels ("tabela nutricional") used by the label
// reader's accuracy test and bench (docs/decisions/0034-nutrition-label-reading.md): made-up but
// plausible products drawn as HTML tables in both layouts — ANVISA RDC 429/2020 + IN 75/2020 (columns
// "100 g", "porção", "%VD") and the older RDC 360/2003 (per portion, "Quantidade por porção",
// "kcal = kJ") — in Debian's Chromium at several angles, sizes, fonts and JPEG qualities.
// The expected values written to expected.json are exactly the figures rendered into each table.
//
//   node scripts/label-images.mjs            # writes data/eval/labels/*.jpg and expected.json
//
// Deterministic: a seeded generator, so running it again rewrites the same set.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = 'data/eval/labels';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let seed = 20261126;
const random = () => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed / 2 ** 32;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const between = (min, max) => min + random() * (max - min);

/** Products: name, portion (amount, unit, household measure), per-100 g composition, pack size. */
const PRODUCTS = [
  [
    'Granola tradicional',
    40,
    'g',
    '1/2 xícara de chá',
    { kcal: 410, carbs: 66, sugars: 18, added: 12, protein: 9.5, fat: 12, sat: 2.4, fibre: 7.2, sodium: 35 },
  ],
  [
    'Biscoito cream cracker',
    30,
    'g',
    '6 biscoitos',
    { kcal: 432, carbs: 68, sugars: 4.5, added: 4.1, protein: 10, fat: 13, sat: 5.8, fibre: 2.6, sodium: 780 },
  ],
  [
    'Iogurte natural integral',
    170,
    'g',
    '1 pote',
    { kcal: 62, carbs: 4.9, sugars: 4.9, added: 0, protein: 3.6, fat: 3.1, sat: 2, fibre: 0, sodium: 52 },
  ],
  [
    'Pão de forma integral',
    50,
    'g',
    '2 fatias',
    { kcal: 246, carbs: 42, sugars: 5.2, added: 3.8, protein: 11, fat: 3.4, sat: 0.7, fibre: 6.9, sodium: 410 },
  ],
  [
    'Barra de cereal banana',
    25,
    'g',
    '1 unidade',
    { kcal: 380, carbs: 70, sugars: 28, added: 22, protein: 5.2, fat: 8.8, sat: 3.6, fibre: 4.4, sodium: 96 },
  ],
  [
    'Leite UHT desnatado',
    200,
    'ml',
    '1 copo',
    { kcal: 35, carbs: 5, sugars: 5, added: 0, protein: 3.2, fat: 0.3, sat: 0.2, fibre: 0, sodium: 55 },
  ],
  [
    'Suco de uva integral',
    200,
    'ml',
    '1 copo',
    { kcal: 66, carbs: 16, sugars: 15, added: 0, protein: 0.4, fat: 0, sat: 0, fibre: 0.3, sodium: 8 },
  ],
  [
    'Aveia em flocos',
    30,
    'g',
    '3 colheres de sopa',
    { kcal: 394, carbs: 57, sugars: 1.2, added: 0, protein: 14, fat: 8.5, sat: 1.5, fibre: 9.1, sodium: 4 },
  ],
  [
    'Requeijão cremoso',
    30,
    'g',
    '2 colheres de sopa',
    { kcal: 257, carbs: 3, sugars: 3, added: 0, protein: 9.6, fat: 23, sat: 14, fibre: 0, sodium: 560 },
  ],
  [
    'Macarrão de sêmola',
    80,
    'g',
    '1 prato raso',
    { kcal: 355, carbs: 75, sugars: 2.8, added: 0, protein: 11, fat: 1.4, sat: 0.3, fibre: 3.2, sodium: 6 },
  ],
  [
    'Chocolate ao leite',
    25,
    'g',
    '5 quadradinhos',
    { kcal: 540, carbs: 58, sugars: 52, added: 48, protein: 6.8, fat: 31, sat: 18, fibre: 2.1, sodium: 88 },
  ],
  [
    'Pasta de amendoim',
    15,
    'g',
    '1 colher de sopa',
    { kcal: 596, carbs: 18, sugars: 7, added: 3.2, protein: 26, fat: 47, sat: 9.4, fibre: 7.5, sodium: 240 },
  ],
  [
    'Bebida láctea morango',
    180,
    'ml',
    '1 garrafa',
    { kcal: 72, carbs: 11, sugars: 10, added: 6.5, protein: 2.1, fat: 2.2, sat: 1.4, fibre: 0, sodium: 46 },
  ],
  [
    'Torrada multigrãos',
    30,
    'g',
    '4 torradas',
    { kcal: 404, carbs: 70, sugars: 6.1, added: 4.5, protein: 13, fat: 7.5, sat: 1.6, fibre: 8.4, sodium: 520 },
  ],
  [
    'Feijão carioca cozido',
    130,
    'g',
    '1 concha',
    { kcal: 78, carbs: 13, sugars: 0.4, added: 0, protein: 4.8, fat: 0.6, sat: 0.1, fibre: 8.5, sodium: 290 },
  ],
  [
    'Queijo minas frescal',
    30,
    'g',
    '1 fatia média',
    { kcal: 240, carbs: 3.2, sugars: 3.2, added: 0, protein: 17, fat: 18, sat: 11, fibre: 0, sodium: 350 },
  ],
  [
    'Tapioca hidratada',
    50,
    'g',
    '2 colheres de sopa',
    { kcal: 240, carbs: 59, sugars: 0, added: 0, protein: 0, fat: 0, sat: 0, fibre: 0.6, sodium: 12 },
  ],
  [
    'Atum em pedaços',
    60,
    'g',
    '1/2 lata',
    { kcal: 166, carbs: 0, sugars: 0, added: 0, protein: 26, fat: 6.8, sat: 1.3, fibre: 0, sodium: 380 },
  ],
  [
    'Cookies de chocolate',
    30,
    'g',
    '3 cookies',
    { kcal: 485, carbs: 65, sugars: 33, added: 31, protein: 6, fat: 22, sat: 11, fibre: 3, sodium: 270 },
  ],
  [
    'Molho de tomate',
    60,
    'g',
    '3 colheres de sopa',
    { kcal: 48, carbs: 8.5, sugars: 5.2, added: 2.5, protein: 1.5, fat: 0.9, sat: 0.1, fibre: 1.8, sodium: 420 },
  ],
  [
    'Castanha de caju torrada',
    20,
    'g',
    '1 punhado',
    { kcal: 585, carbs: 27, sugars: 5.9, added: 0, protein: 18, fat: 46, sat: 8.9, fibre: 3.4, sodium: 190 },
  ],
  [
    'Cereal de milho açucarado',
    30,
    'g',
    '3/4 xícara de chá',
    { kcal: 380, carbs: 88, sugars: 35, added: 34, protein: 4.8, fat: 0.9, sat: 0.2, fibre: 2.3, sodium: 520 },
  ],
  [
    'Presunto cozido fatiado',
    40,
    'g',
    '4 fatias',
    { kcal: 108, carbs: 1.5, sugars: 0.8, added: 0.8, protein: 15, fat: 4.6, sat: 1.7, fibre: 0, sodium: 1030 },
  ],
  [
    'Bolo pronto de laranja',
    60,
    'g',
    '1 fatia',
    { kcal: 370, carbs: 55, sugars: 30, added: 28, protein: 4.6, fat: 14, sat: 4.2, fibre: 1, sodium: 240 },
  ],
];

const FONTS = [
  'DejaVu Sans',
  'Liberation Sans',
  'Liberation Sans Narrow',
  'DejaVu Sans Condensed',
  'Liberation Serif',
  'DejaVu Serif',
];

/**
 * IN 75/2020 annex IV style rounding of a declared figure: energy and sodium in whole units,
 * grams with one decimal below 10 and whole above (the common practice on packs); tiny amounts are 0.
 */
function declared(value, kind) {
  if (kind === 'kcal' || kind === 'mg') return Math.round(value);
  if (value < 0.5) return value < 0.1 ? 0 : Math.round(value * 10) / 10;
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}
const br = (value) => String(value).replace('.', ',');
const vd = (value, reference) => `${Math.round((value / reference) * 100)}`;

/** One label: its layout, figures and look. */
function makeLabel(index, product) {
  const [name, portion, unit, measure, per100] = product;
  // Two in three in the current layout; every third the older one (packs still on shelves).
  const layout = index % 3 === 2 ? 'rdc360' : 'rdc429';
  const scale = portion / 100;
  const kinds = {
    kcal: 'kcal',
    carbs: 'g',
    sugars: 'g',
    added: 'g',
    protein: 'g',
    fat: 'g',
    sat: 'g',
    trans: 'g',
    fibre: 'g',
    sodium: 'mg',
  };
  const hundred = {};
  const perPortion = {};
  for (const [key, kind] of Object.entries(kinds)) {
    const raw = key === 'trans' ? 0 : per100[key];
    hundred[key] = declared(raw, kind);
    perPortion[key] = declared(raw * scale, kind);
  }
  const look = {
    font: FONTS[index % FONTS.length],
    fontSize: Math.round(between(13, 19)),
    width: Math.round(between(340, 520)),
    angle: (Math.round(between(-6, 6) * 10) / 10) * (index % 4 === 0 ? 0 : 1),
    quality: Math.round(between(55, 92)),
    deviceScaleFactor: pick([1, 1.25, 1.5, 2]),
    paper: pick(['#ffffff', '#fdfaf2', '#f4f4f0', '#fffbea']),
    ink: pick(['#111111', '#1b1b1b', '#2a2320', '#0d1a2b']),
    background: pick(['#c8102e', '#2b6cb0', '#e8a317', '#3d7a3d', '#6b4f3a', '#555555']),
  };
  return {
    name,
    portion,
    unit,
    measure,
    layout,
    hundred,
    perPortion,
    look,
    servings: Math.max(2, Math.round(between(4, 20))),
  };
}

function rdc429Html(label) {
  const { portion, unit, measure, hundred: h, perPortion: p, servings } = label;
  const row = (title, key, suffix, reference, indent = false) => `
    <tr><td class="${indent ? 'sub' : ''}">${title}</td><td>${br(h[key])}</td><td>${br(p[key])}</td><td>${
      reference ? vd(p[key], reference) : ''
    }</td></tr>`;
  return `
  <table>
    <caption>INFORMAÇÃO NUTRICIONAL</caption>
    <tr class="meta"><td colspan="4">Porções por embalagem: ${servings}<br>Porção: ${portion} ${unit} (${measure})</td></tr>
    <tr class="head"><th></th><th>100 ${unit}</th><th>${portion} ${unit}</th><th>%VD*</th></tr>
    ${row('Valor energético (kcal)', 'kcal', '', 2000)}
    ${row('Carboidratos totais (g)', 'carbs', '', 300)}
    ${row('Açúcares totais (g)', 'sugars', '', 0, true)}
    ${row('Açúcares adicionados (g)', 'added', '', 50, true)}
    ${row('Proteínas (g)', 'protein', '', 50)}
    ${row('Gorduras totais (g)', 'fat', '', 65)}
    ${row('Gorduras saturadas (g)', 'sat', '', 20, true)}
    ${row('Gorduras trans (g)', 'trans', '', 0, true)}
    ${row('Fibras alimentares (g)', 'fibre', '', 25)}
    ${row('Sódio (mg)', 'sodium', '', 2000)}
    <tr class="foot"><td colspan="4">*Percentual de valores diários fornecidos pela porção.</td></tr>
  </table>`;
}

function rdc360Html(label) {
  const { portion, unit, measure, perPortion: p } = label;
  const kj = Math.round(p.kcal * 4.184);
  const row = (title, value, reference) => `
    <tr><td>${title}</td><td>${value}</td><td>${
      reference === null
        ? '**'
        : `${vd(
            Number(
              String(value)
                .match(/[\d,]+/)[0]
                .replace(',', '.'),
            ),
            reference,
          )}%`
    }</td></tr>`;
  return `
  <table class="old">
    <caption>INFORMAÇÃO NUTRICIONAL</caption>
    <tr class="meta"><td colspan="3">Porção de ${portion} ${unit} (${measure})</td></tr>
    <tr class="head"><th>Quantidade por porção</th><th></th><th>%VD(*)</th></tr>
    ${row('Valor energético', `${p.kcal} kcal = ${kj} kJ`, 2000)}
    ${row('Carboidratos', `${br(p.carbs)} g`, 300)}
    ${row('Proteínas', `${br(p.protein)} g`, 75)}
    ${row('Gorduras totais', `${br(p.fat)} g`, 55)}
    ${row('Gorduras saturadas', `${br(p.sat)} g`, 22)}
    ${row('Gorduras trans', `${br(p.trans)} g`, null)}
    ${row('Fibra alimentar', `${br(p.fibre)} g`, 25)}
    ${row('Sódio', `${br(p.sodium)} mg`, 2400)}
    <tr class="foot"><td colspan="3">(*) % Valores Diários de referência com base em uma dieta de 2.000 kcal ou 8.400 kJ. Seus valores diários podem ser maiores ou menores dependendo de suas necessidades energéticas. (**) VD não estabelecido.</td></tr>
  </table>`;
}

function page(label) {
  const { look } = label;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
    body { margin: 0; background: ${look.background}; }
    #pack { padding: 48px; display: inline-block; background: ${look.background}; }
    #label { transform: rotate(${look.angle}deg); background: ${look.paper}; padding: 10px; display: inline-block; }
    table { border-collapse: collapse; width: ${look.width}px; font-family: '${look.font}'; font-size: ${look.fontSize}px;
      color: ${look.ink}; border: 2px solid ${look.ink}; }
    caption { font-weight: 700; font-size: 1.15em; text-align: left; padding: 4px 6px; border: 2px solid ${look.ink}; border-bottom: 0; }
    td, th { border: 1px solid ${look.ink}; padding: 3px 6px; text-align: right; }
    td:first-child, th:first-child { text-align: left; }
    td.sub { padding-left: 22px; }
    tr.meta td, tr.foot td { text-align: left; }
    tr.foot td { font-size: 0.75em; }
    th { font-weight: 700; }
  </style></head><body><div id="pack"><div id="label">${label.layout === 'rdc429' ? rdc429Html(label) : rdc360Html(label)}</div></div></body></html>`;
}

/** What a reader must find: the figures as rendered (null where the layout has no such line or column). */
function expected(label, file) {
  const { layout, hundred: h, perPortion: p } = label;
  const figures = (source) => ({
    energyKcal: source.kcal,
    carbsG: source.carbs,
    sugarsTotalG: layout === 'rdc429' ? source.sugars : null,
    sugarsAddedG: layout === 'rdc429' ? source.added : null,
    proteinG: source.protein,
    fatG: source.fat,
    saturatedFatG: source.sat,
    fiberG: source.fibre,
    sodiumMg: source.sodium,
  });
  return {
    file,
    product: label.name,
    layout,
    look: label.look,
    portion: { amount: label.portion, unit: label.unit },
    perPortion: figures(p),
    per100: layout === 'rdc429' ? figures(h) : null,
  };
}

mkdirSync(OUT, { recursive: true });
for (const old of readdirSync(OUT)) if (old.endsWith('.jpg')) rmSync(path.join(OUT, old));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
const all = [];
try {
  for (const [index, product] of PRODUCTS.entries()) {
    const label = makeLabel(index, product);
    const context = await browser.newContext({ deviceScaleFactor: label.look.deviceScaleFactor });
    const tab = await context.newPage();
    await tab.setContent(page(label));
    const file = `label-${String(index + 1).padStart(2, '0')}-${label.layout}.jpg`;
    await tab.locator('#pack').screenshot({ path: path.join(OUT, file), type: 'jpeg', quality: label.look.quality });
    await context.close();
    all.push(expected(label, file));
  }
} finally {
  await browser.close();
}
writeFileSync(path.join(OUT, 'expected.json'), `${JSON.stringify(all, null, 2)}\n`);
console.log(`${all.length} rótulos em ${OUT}`);
