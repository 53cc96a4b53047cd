import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export type Rgb = readonly [number, number, number];

/**
 * A small photo placeholder (PNG): sky, road and a car-shaped block in the given colour.
 * Generated in memory so the demo needs no network and no binary files in the repository.
 */
export function placeholderPhoto(carColour: Rgb, width = 320, height = 200): Buffer {
  const sky: Rgb = [196, 222, 240];
  const road: Rgb = [92, 96, 104];
  const wheel: Rgb = [30, 30, 34];
  const horizon = Math.round(height * 0.62);
  const carLeft = Math.round(width * 0.22);
  const carRight = Math.round(width * 0.78);
  const carTop = Math.round(height * 0.4);
  const roofLeft = Math.round(width * 0.34);
  const roofRight = Math.round(width * 0.62);
  const roofTop = Math.round(height * 0.26);
  const carBottom = Math.round(height * 0.7);
  const wheelRadius = Math.round(height * 0.08);
  const wheels = [
    [Math.round(width * 0.33), carBottom],
    [Math.round(width * 0.67), carBottom],
  ] as const;

  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      let colour: Rgb = y < horizon ? sky : road;
      const inBody = x >= carLeft && x <= carRight && y >= carTop && y <= carBottom;
      const inRoof = x >= roofLeft && x <= roofRight && y >= roofTop && y < carTop;
      if (inBody || inRoof) colour = carColour;
      for (const [cx, cy] of wheels) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= wheelRadius ** 2) colour = wheel;
      }
      const offset = row + 1 + x * 3;
      raw[offset] = colour[0];
      raw[offset + 1] = colour[1];
      raw[offset + 2] = colour[2];
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
