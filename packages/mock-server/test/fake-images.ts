// Real image bytes for image-upload tests, built in code: a PNG (zlib-compressed RGB rows, CRC'd
// chunks) and a 24-bit BMP.
import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG: `width` × `height` opaque red pixels, 8-bit RGB. */
export function makePng(width = 2, height = 2): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([255, 0, 0]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real BMP: `width` × `height` blue pixels, 24-bit, rows padded to 4 bytes. */
export function makeBmp(width = 2, height = 2): Uint8Array {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(rowSize * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) pixels[y * rowSize + x * 3] = 255;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  // [offset, value, bytes]: file size, pixel offset, info header size, width, height, planes,
  // bits per pixel, pixel data size.
  const fields: readonly (readonly [number, number, 2 | 4])[] = [
    [2, 54 + pixels.length, 4],
    [10, 54, 4],
    [14, 40, 4],
    [18, width, 4],
    [22, height, 4],
    [26, 1, 2],
    [28, 24, 2],
    [34, pixels.length, 4],
  ];
  for (const [at, value, bytes] of fields)
    if (bytes === 2) header.writeUInt16LE(value, at);
    else header.writeInt32LE(value, at);
  return Buffer.concat([header, pixels]);
}
