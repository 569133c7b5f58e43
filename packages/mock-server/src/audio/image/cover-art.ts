// Cover art without audio: a planned song's cover drawn straight from its plan (a few
// milliseconds, compressed off the calling thread), the same PNG as drawn from its render. Only
// a source whose picture needs its audio (an upload, an edit) asks the audio engine.
import type { AudioEngine, AudioSource } from '../engine';
import { plannedSong } from '../render/planned-song';
import { coverRaster } from './art';
import { coverPictureOf } from './plan-picture';

export type CoverSize = Parameters<AudioEngine['coverArt']>[1];

/** A planned song's cover drawn from its plan; null for a source whose picture needs its audio. */
export function coverArtFromPlan(source: AudioSource, size: number): Promise<Uint8Array> | null {
  const plan = plannedSong(source);
  if (!plan) return null;
  return coverRaster(coverPictureOf(plan, source.title, source.id), size).pngOffThread();
}

/** A source's cover: from its plan when it has one, else from the engine (its audio). */
export function coverArtOf(
  audio: Pick<AudioEngine, 'coverArt'>,
  source: AudioSource,
  size: CoverSize,
): Promise<Uint8Array> {
  return coverArtFromPlan(source, size) ?? audio.coverArt(source, size);
}
