// Draws Ply's app icons (the Reversi start position on felt) into public/ as PNG and SVG.
// No canvas library: shapes are sampled per pixel (4x4 supersampling) and written with zlib.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const OUT = new URL('../public/', import.meta.url);
const BG = [21, 25, 28];
const FELT = [47, 127, 82];
const FELT_EDGE = [36, 104, 65];
const GRID = [24, 70, 44];

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (const b of buf) {
    c = (crc ^ b) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const inRoundRect = (x, y, x0, y0, x1, y1, r) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};

/** Colour (rgba 0..1 alpha) of the design at unit coordinates (0..1). `full` = maskable, no corners. */
function shade(x, y, full) {
  const s = full ? 0.8 : 1; // maskable icons keep their content inside the 80% safe zone
  const u = (x - 0.5) / s + 0.5;
  const v = (y - 0.5) / s + 0.5;
  if (!full && !inRoundRect(x, y, 0, 0, 1, 1, 0.22)) return null;
  let col = BG;
  if (inRoundRect(u, v, 0.12, 0.12, 0.88, 0.88, 0.07)) {
    const d = Math.hypot(u - 0.5, v - 0.45) / 0.55;
    col = FELT.map((c, i) => c + (FELT_EDGE[i] - c) * Math.min(1, d));
    if (Math.abs(u - 0.5) < 0.008 || Math.abs(v - 0.5) < 0.008) col = GRID;
    const discs = [
      [0.31, 0.31, 'w'],
      [0.69, 0.31, 'b'],
      [0.31, 0.69, 'b'],
      [0.69, 0.69, 'w'],
    ];
    for (const [cx, cy, kind] of discs) {
      const r = 0.155;
      const dd = Math.hypot(u - cx, v - cy);
      if (Math.hypot(u - cx, v - cy - 0.018) < r && dd >= r) col = col.map((c) => c * 0.7);
      if (dd < r) {
        const g = Math.min(1, Math.hypot(u - (cx - 0.05), v - (cy - 0.06)) / (r * 1.6));
        col = kind === 'w' ? [255 - 50 * g, 255 - 52 * g, 252 - 60 * g] : [88 - 76 * g, 94 - 82 * g, 98 - 85 * g];
      }
    }
  }
  return col;
}

function render(size, full) {
  const buf = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = shade((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, full);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a++;
        }
      }
      const o = (py * size + px) * 4;
      if (a) {
        buf[o] = Math.round(r / a);
        buf[o + 1] = Math.round(g / a);
        buf[o + 2] = Math.round(b / a);
      }
      buf[o + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return png(size, buf);
}

// An .ico holding PNG images (every browser since 2010 reads them): the /favicon.ico that browsers and
// crawlers ask for even when the page links its icons.
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const [size, data] of pngs) {
    const entry = Buffer.alloc(16);
    entry[0] = size; // 0 would mean 256
    entry[1] = size;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs.map(([, data]) => data)]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <defs>
    <radialGradient id="felt" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#2f7f52"/><stop offset="1" stop-color="#246841"/></radialGradient>
    <radialGradient id="w" cx="35%" cy="32%" r="75%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#cdcbc0"/></radialGradient>
    <radialGradient id="b" cx="35%" cy="32%" r="75%"><stop offset="0" stop-color="#585e62"/><stop offset="1" stop-color="#0c0d0e"/></radialGradient>
  </defs>
  <rect width="100" height="100" rx="22" fill="#15191c"/>
  <rect x="12" y="12" width="76" height="76" rx="7" fill="url(#felt)"/>
  <path d="M50 12v76M12 50h76" stroke="#18462c" stroke-width="1.6"/>
  <g fill="#000" opacity=".3"><circle cx="31" cy="32.8" r="15.5"/><circle cx="69" cy="32.8" r="15.5"/><circle cx="31" cy="70.8" r="15.5"/><circle cx="69" cy="70.8" r="15.5"/></g>
  <circle cx="31" cy="31" r="15.5" fill="url(#w)"/><circle cx="69" cy="31" r="15.5" fill="url(#b)"/>
  <circle cx="31" cy="69" r="15.5" fill="url(#b)"/><circle cx="69" cy="69" r="15.5" fill="url(#w)"/>
</svg>
`;

writeFileSync(new URL('icon-192.png', OUT), render(192, false));
writeFileSync(new URL('icon-512.png', OUT), render(512, false));
writeFileSync(new URL('icon-maskable-512.png', OUT), render(512, true));
writeFileSync(new URL('apple-touch-icon.png', OUT), render(180, true));
writeFileSync(new URL('favicon-32.png', OUT), render(32, false));
writeFileSync(
  new URL('favicon.ico', OUT),
  ico([
    [16, render(16, false)],
    [32, render(32, false)],
    [48, render(48, false)],
  ]),
);
writeFileSync(new URL('icon.svg', OUT), svg);
console.log('icons written to public/');
