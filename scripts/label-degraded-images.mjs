#!/usr/bin/env node
// The degraded label set (issue 25, item 13; docs/decisions/0058-honest-screens-and-drinks-in-ml.md): each label of
// the generated set (data/eval/labels, scripts/label-images.mjs) photographed badly, the ways an outside test found
// the reader failing on phones — blur, a tilt beyond the ±8° the deskew searched, a sheared (off-axis) shot, a glare
// spot, low light with sensor noise, heavy JPEG compression. Two degradations per label, in turn, so each kind has
// eight photos of both layouts. The expected figures are the clean label's (expected.json, with the degradation).
//
//   node scripts/label-degraded-images.mjs      # writes data/eval/labels-degraded/*.jpg and expected.json
//
// Deterministic (a seeded generator): running it again rewrites the same set.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const FROM = 'data/eval/labels';
const OUT = 'data/eval/labels-degraded';

let seed = 20261207;
const random = () => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed / 2 ** 32;
};
const between = (min, max) => min + random() * (max - min);

/** Grey noise of ±`amount` around mid-grey, as a raw image to blend over a photo. */
function noise(width, height, amount) {
  const data = Buffer.alloc(width * height);
  for (let i = 0; i < data.length; i++)
    data[i] = Math.max(0, Math.min(255, Math.round(128 + (random() * 2 - 1) * amount)));
  return sharp(data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** Each degradation: what it does to the clean photo's pipeline, and the JPEG quality it is saved at. */
const DEGRADATIONS = {
  // Out of focus: a Gaussian blur of 1.4–2.0 px on a label whose text is 13–19 px tall.
  desfoque: async (image) => ({ image: image.blur(between(1.4, 2)), quality: 80 }),
  // Held crooked: 10–14°, beyond the ±8° search of the first reader.
  inclinacao: async (image, meta) => {
    const angle = (random() < 0.5 ? -1 : 1) * between(10, 14);
    return { image: image.rotate(angle, { background: meta.background }), quality: 80 };
  },
  // Shot from the side: a shear of 8–12% across and 4–6% down (an affine stand-in for perspective).
  perspectiva: async (image, meta) => {
    const across = (random() < 0.5 ? -1 : 1) * between(0.08, 0.12);
    const down = (random() < 0.5 ? -1 : 1) * between(0.04, 0.06);
    return {
      image: image.affine(
        [
          [1, across],
          [down, 1],
        ],
        { background: meta.background },
      ),
      quality: 80,
    };
  },
  // Glare: a white ellipse fading out, over a third of the table's width, somewhere in its middle.
  reflexo: async (image, meta) => {
    const { width, height } = meta;
    const cx = Math.round(width * between(0.3, 0.7));
    const cy = Math.round(height * between(0.3, 0.7));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
      <ellipse cx="${cx}" cy="${cy}" rx="${Math.round(width * 0.22)}" ry="${Math.round(height * 0.08)}" fill="url(#g)"/></svg>`;
    return { image: image.composite([{ input: Buffer.from(svg) }]), quality: 80 };
  },
  // Low light: 40–50% of the light, lifted shadows, sensor noise and the phone's smoothing.
  poucaLuz: async (image, meta) => {
    const dark = await image.linear(between(0.4, 0.5), 12).toBuffer();
    const grain = await noise(meta.width, meta.height, 40);
    const noisy = sharp(dark)
      .composite([{ input: grain, blend: 'soft-light' }])
      .blur(0.6);
    return { image: noisy, quality: 75 };
  },
  // Sent through a messenger: JPEG quality 18–25.
  compressao: async (image) => ({ image, quality: Math.round(between(18, 25)) }),
};
const KINDS = Object.keys(DEGRADATIONS);

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file.endsWith('.jpg')) rmSync(path.join(OUT, file));
const clean = JSON.parse(readFileSync(path.join(FROM, 'expected.json'), 'utf8'));
const expected = [];
let turn = 0;
for (const label of clean) {
  for (let copy = 0; copy < 2; copy++) {
    const kind = KINDS[turn++ % KINDS.length];
    const source = sharp(path.join(FROM, label.file));
    const { width, height } = await source.metadata();
    const background = label.look?.background ?? '#ffffff';
    const { image, quality } = await DEGRADATIONS[kind](source.clone(), { width, height, background });
    const file = label.file.replace(/\.jpg$/, `-${kind}.jpg`);
    await sharp(await image.toBuffer())
      .jpeg({ quality })
      .toFile(path.join(OUT, file));
    expected.push({ ...label, file, degradation: kind, from: label.file });
  }
}
writeFileSync(path.join(OUT, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`${expected.length} rótulos degradados em ${OUT} (${KINDS.join(', ')})`);
