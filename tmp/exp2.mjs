import sharp from 'sharp';
const base = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).jpeg().toBuffer();
const withGps = await sharp(base).withExif({ IFD0: { Make: 'NutriCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' } }).withMetadata({orientation: 6}).jpeg().toBuffer();
const m = await sharp(withGps).metadata();
console.log(m.orientation, m.exif.length, m.exif.indexOf(Buffer.from([0x25,0x88])), m.exif.indexOf(Buffer.from([23,0,0,0,1,0,0,0])));
