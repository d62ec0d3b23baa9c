import sharp from 'sharp';
import { processPhoto } from '../src/server/modules/photos/image-pipeline';
import * as f from '../src/server/test/image-fixtures';
const cases: Record<string, () => Promise<Buffer> | Buffer> = {
  plate: () => f.plateJpeg(),
  gps: f.jpegWithGps,
  truncated: async () => { const j = await f.plateJpeg(); return j.subarray(0, Math.floor(j.length * 0.6)); },
  bomb: () => f.pngBomb(),
  heic: f.heicFile, gif: f.gifImage, png: f.pngImage, webp: f.webpImage, svg: f.svgWithScript,
};
for (const [name, make] of Object.entries(cases)) {
  const bytes = await make();
  const t = performance.now();
  try {
    const r = await processPhoto(bytes);
    const m = await sharp(r.display).metadata();
    console.log(name, bytes.length, 'ok', r.width, r.height, r.display.length, r.thumb.length, 'exif', !!m.exif, (performance.now()-t).toFixed(1));
  } catch (e: any) { console.log(name, bytes.length, 'ERR', e.status, e.code, e.message.slice(0,60), (performance.now()-t).toFixed(1)); }
}
const g = await f.jpegWithGps(); console.log('fixture gps', f.hasGpsIfd((await sharp(g).metadata()).exif), (await sharp(g).metadata()).orientation);
