/**
 * Uploaded pictures are checked by their bytes, never by the client's file name or content type: a PNG needs its
 * signature, an IHDR chunk first with sane dimensions, image data (IDAT) and the end chunk (IEND); a JPEG needs
 * its start marker (SOI) and a frame header (SOF) with sane dimensions before the scan data.
 */
export type ImageType = 'image/png' | 'image/jpeg';

/** Largest accepted width or height in pixels (a phone photo is about 4,000 × 3,000). */
export const MAX_IMAGE_SIDE = 20_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_COLOUR_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const saneSide = (value: number) => value >= 1 && value <= MAX_IMAGE_SIDE;

function isValidPng(bytes: Buffer): boolean {
  let offset = PNG_SIGNATURE.length;
  let first = true;
  let sawData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const dataStart = offset + 8;
    const next = dataStart + length + 4;
    if (length > 0x7fffffff || next > bytes.length) return false;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return false;
      const width = bytes.readUInt32BE(dataStart);
      const height = bytes.readUInt32BE(dataStart + 4);
      const depth = bytes[dataStart + 8] ?? 0;
      const colour = bytes[dataStart + 9] ?? -1;
      if (!saneSide(width) || !saneSide(height)) return false;
      if (!PNG_COLOUR_DEPTHS[colour]?.includes(depth)) return false;
      first = false;
    } else if (type === 'IDAT') {
      if (length > 0) sawData = true;
    } else if (type === 'IEND') {
      return sawData;
    }
    offset = next;
  }
  return false;
}

/** Start-of-frame markers: baseline, progressive, lossless, arithmetic (not DHT C4, JPG C8, DAC CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function isValidJpeg(bytes: Buffer): boolean {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    let marker = bytes[offset + 1] ?? 0;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && offset + 2 < bytes.length) {
      offset += 1;
      marker = bytes[offset + 1] ?? 0;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return false; // SOI again, EOI or scan before SOF
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return false;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return false;
    if (isStartOfFrame(marker)) {
      if (length < 8) return false;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      // After the frame header the scan and its data must follow.
      return saneSide(width) && saneSide(height) && offset + 2 + length < bytes.length;
    }
    offset += 2 + length;
  }
  return false;
}

/**
 * The picture's type when its bytes are a real PNG or JPEG; `fileType` when they are neither, `imageInvalid`
 * when they start like one but are not a whole image (e.g. only the 8 PNG signature bytes).
 */
export function inspectImage(bytes: Uint8Array): { type: ImageType } | { error: 'fileType' | 'imageInvalid' } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return isValidPng(buffer) ? { type: 'image/png' } : { error: 'imageInvalid' };
  }
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return isValidJpeg(buffer) ? { type: 'image/jpeg' } : { error: 'imageInvalid' };
  }
  return { error: 'fileType' };
}

/** The picture's real type, or null when the bytes are not a whole PNG or JPEG. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const result = inspectImage(bytes);
  return 'type' in result ? result.type : null;
}
