// PNG files from 8-bit RGB pixels: unfiltered rows (the smallest and quickest for these smooth
// pictures) deflated by node:zlib, either in this thread or on libuv's thread pool, so that a
// request thread is not held while a picture compresses.
import { promisify } from 'node:util';
import { crc32, deflate, deflateSync } from 'node:zlib';

const deflateAsync = promisify(deflate);
const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** The raw pixels as scanlines, each led by its filter byte (0, none). */
function scanlines(width: number, height: number, rgb: Uint8Array): Uint8Array {
  const stride = width * 3;
  const out = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++)
    out.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.byteLength);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.byteLength, crc32(out.subarray(4, 8 + data.byteLength)));
  return out;
}

function file(width: number, height: number, compressed: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filtering, no interlace
  const parts = [
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', compressed),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** A PNG of width×height RGB pixels, compressed in this thread. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  return file(width, height, deflateSync(scanlines(width, height, rgb)));
}

/** The same PNG, compressed on the thread pool. */
export async function encodePngOffThread(
  width: number,
  height: number,
  rgb: Uint8Array,
): Promise<Uint8Array> {
  return file(width, height, await deflateAsync(scanlines(width, height, rgb)));
}
