#!/usr/bin/env node
// The camera picture of the barcode journey (e2e/barcode-camera.spec.ts): an EAN-13 printed on a light
// label, as a Y4M video Chromium plays as its fake camera (--use-file-for-fake-video-capture). Y4M is raw
// frames, so the file needs no encoder: `node scripts/barcode-video.mjs [code] [out]` rewrites it.
import { writeFileSync } from 'node:fs';
import { ean13Modules } from './lib/ean13.mjs';

const code = process.argv[2] ?? '7891000100103';
const out = process.argv[3] ?? `e2e/fixtures/barcode-${code}.y4m`;
const WIDTH = 480;
const HEIGHT = 320;
const MODULE_PX = 4; // 95 modules = 380 px, with the 11- and 7-module quiet zones inside the label
const FRAMES = 2; // Chromium loops the file; two frames make it a video
const PAPER = 235;
const INK = 20;
const BACKGROUND = 90; // the table around the label

const modules = ean13Modules(code);
const luma = Buffer.alloc(WIDTH * HEIGHT, BACKGROUND);
const barsWidth = modules.length * MODULE_PX;
const left = Math.floor((WIDTH - barsWidth) / 2);
const top = 70;
const bottom = HEIGHT - 70;
// The label: the bars plus their quiet zones (GS1: 11 modules left, 7 right), a little more.
for (let y = top - 20; y < bottom + 20; y++) {
  for (let x = left - 12 * MODULE_PX; x < left + barsWidth + 8 * MODULE_PX; x++) {
    if (x >= 0 && x < WIDTH) luma[y * WIDTH + x] = PAPER;
  }
}
for (let m = 0; m < modules.length; m++) {
  if (modules[m] !== '1') continue;
  for (let y = top; y < bottom; y++) {
    for (let dx = 0; dx < MODULE_PX; dx++) luma[y * WIDTH + left + m * MODULE_PX + dx] = INK;
  }
}
// 4:2:0 chroma, all neutral grey (128): a black-and-white print.
const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
writeFileSync(out, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
console.log(`${out}: EAN-13 ${code}, ${WIDTH}×${HEIGHT}, ${FRAMES} quadros`);
