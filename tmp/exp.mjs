import sharp from 'sharp';
const base = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).jpeg().toBuffer();
const withGps = await sharp(base).withExif({ IFD0: { Make: 'NutriCam', Orientation: '6' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' } }).jpeg().toBuffer();
const m = await sharp(withGps).metadata();
console.log(m.orientation, m.exif?.length, m.exif?.toString('latin1').includes('GPS'), m.exif && m.exif.toString('latin1').slice(0,200));
const out = await sharp(withGps).autoOrient().jpeg().toBuffer();
const m2 = await sharp(out).metadata(); console.log(m2.width, m2.height, m2.exif, m2.icc, m2.xmp);
