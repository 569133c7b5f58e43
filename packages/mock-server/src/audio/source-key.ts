// A stable identity for an AudioSource: equal sources (field by field, recursively, upload bytes
// by content) give equal keys, whatever object they are.
import type { AudioDerivation, AudioSource } from './engine';
import { hashBytes } from './rng';

const uploadHashes = new WeakMap<Uint8Array, string>();

function uploadHash(bytes: Uint8Array): string {
  let hash = uploadHashes.get(bytes);
  if (!hash) {
    hash = hashBytes(bytes);
    uploadHashes.set(bytes, hash);
  }
  return hash;
}

function derivationKey(d: AudioDerivation): unknown {
  switch (d.kind) {
    case 'persona':
      return { kind: d.kind, root: sourceKey(d.root) };
    case 'concat':
      return { kind: d.kind, parts: d.parts.map(sourceKey) };
    default:
      return d;
  }
}

export function sourceKey(source: AudioSource): string {
  return JSON.stringify([
    source.id,
    source.seed,
    source.title,
    source.tags,
    source.negativeTags,
    source.lyrics,
    source.instrumental,
    source.description,
    source.durationS,
    source.upload ? [uploadHash(source.upload.bytes), source.upload.filename] : null,
    source.parent
      ? [sourceKey(source.parent.source), derivationKey(source.parent.derivation)]
      : null,
  ]);
}
