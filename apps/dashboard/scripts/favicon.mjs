// Writes public/favicon.ico (32 × 32, 32-bit BMP inside an ICO) with the same drawing as public/favicon.svg:
// a blue rounded square with a white arrow. No dependencies: `node apps/dashboard/scripts/favicon.mjs`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SIZE = 32;
const SAMPLES = 4; // 4 × 4 samples a pixel for smooth edges
const BLUE = [0x0a, 0x58, 0xa5];
const WHITE = [0xff, 0xff, 0xff];

const inRoundedSquare = (x, y) => {
  const r = 7;
  const cx = Math.min(Math.max(x, r), SIZE - r);
  const cy = Math.min(Math.max(y, r), SIZE - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};

/** The arrow of favicon.svg: a bar from x 7 to 19 (y 13.5–18.5) and a head (18,8) (26,16) (18,24). */
const inArrow = (x, y) => {
  if (x >= 7 && x <= 19 && y >= 13.5 && y <= 18.5) return true;
  if (x < 18 || x > 26) return false;
  const half = 8 * (1 - (x - 18) / 8);
  return Math.abs(y - 16) <= half;
};

const pixels = [];
for (let py = 0; py < SIZE; py += 1) {
  for (let px = 0; px < SIZE; px += 1) {
    let square = 0;
    let arrow = 0;
    for (let sy = 0; sy < SAMPLES; sy += 1) {
      for (let sx = 0; sx < SAMPLES; sx += 1) {
        const x = px + (sx + 0.5) / SAMPLES;
        const y = py + (sy + 0.5) / SAMPLES;
        if (inRoundedSquare(x, y)) {
          square += 1;
          if (inArrow(x, y)) arrow += 1;
        }
      }
    }
    const alpha = square / SAMPLES ** 2;
    const white = square === 0 ? 0 : arrow / square;
    const rgb = BLUE.map((b, i) => Math.round(b + (WHITE[i] - b) * white));
    pixels.push([...rgb, Math.round(alpha * 255)]);
  }
}

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // icon
header.writeUInt16LE(1, 4); // one image

const info = Buffer.alloc(40);
info.writeUInt32LE(40, 0);
info.writeInt32LE(SIZE, 4);
info.writeInt32LE(SIZE * 2, 8); // colour rows and mask rows
info.writeUInt16LE(1, 12);
info.writeUInt16LE(32, 14);

const colours = Buffer.alloc(SIZE * SIZE * 4);
for (let row = 0; row < SIZE; row += 1) {
  const y = SIZE - 1 - row; // bottom-up
  for (let x = 0; x < SIZE; x += 1) {
    const [r, g, b, a] = pixels[y * SIZE + x];
    colours.set([b, g, r, a], (row * SIZE + x) * 4);
  }
}
const mask = Buffer.alloc(SIZE * 4); // 1 bit a pixel, rows padded to 4 bytes; all 0: alpha decides
const image = Buffer.concat([info, colours, mask]);

const entry = Buffer.alloc(16);
entry.writeUInt8(SIZE, 0);
entry.writeUInt8(SIZE, 1);
entry.writeUInt16LE(1, 4);
entry.writeUInt16LE(32, 6);
entry.writeUInt32LE(image.length, 8);
entry.writeUInt32LE(header.length + entry.length, 12);

const out = fileURLToPath(new URL('../public/favicon.ico', import.meta.url));
writeFileSync(out, Buffer.concat([header, entry, image]));
console.log(`wrote ${out}`);
