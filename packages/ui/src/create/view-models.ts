/**
 * Wire data as the create form's views show it: billing models as model options, personas and
 * playlists as picker rows, clips as chip labels, saved prompts as picker items. Pure.
 */
import { modelChoices, modelTier, type components, type FormSourcePersona } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import type { ModelOption } from './ModelPicker';
import type { PersonaListItem } from './PersonaPicker';
import type { PlaylistListItem } from './InspirationPicker';
import type { InspirationClipItem } from './InspirationClipPicker';
import type { ChipClipInfo } from './reference-chips';
import type { SavedPromptItem, SavedPromptKind } from './SavedPromptPicker';

type Schemas = components['schemas'];
type BillingModel = Schemas['BillingModel'];
type Persona = Schemas['Persona'];
type Playlist = Schemas['Playlist'];
type SavedPrompt = Schemas['SavedPrompt'];
type SearchResponse = Schemas['SearchResponse'];
type SearchHit = Schemas['SearchHit'];

/**
 * The picker's options, each model once (`modelChoices`: no task-only model, no version alias of
 * an offered bird key), labelled 'v5 · V5' style: the billing model's name and its tier.
 */
export const modelOptions = (models: readonly BillingModel[]): ModelOption[] =>
  modelChoices(models).map((model) => ({
    key: model.external_key,
    label: `${model.name} · ${modelTier(model.external_key)}`,
    canUse: model.can_use,
  }));

export const personaListItem = (persona: Persona): PersonaListItem => ({
  ...(persona as FormSourcePersona),
  name: persona.name,
  isLoved: persona.is_loved,
  previewClip: persona.clip ?? null,
  image_url: persona.image_url ?? persona.clip?.image_url ?? null,
});

export const playlistListItem = (playlist: Playlist): PlaylistListItem => ({
  id: playlist.id,
  name: playlist.name,
  imageUrl: playlist.image_url,
  songCount: playlist.num_total_results,
  ...(playlist.playlist_clips ? { playlist_clips: playlist.playlist_clips } : {}),
});

/** A song of the user's as the inspiration songs picker shows it. */
export const inspirationClipItem = (clip: Clip): InspirationClipItem => ({
  id: clip.id,
  title: clip.title?.trim() || clip.id,
  imageUrl: clip.image_url ?? null,
});

/** The clips or personas one named query of a POST /api/search/ answer found. */
export function searchHits<K extends 'clip' | 'persona'>(
  response: SearchResponse | undefined,
  queryName: string,
  member: K,
): NonNullable<SearchHit[K]>[] {
  const hits = response?.result[queryName]?.result ?? [];
  return hits.flatMap((hit) => (hit[member] ? [hit[member] as NonNullable<SearchHit[K]>] : []));
}

export const chipClipInfo = (clip: Clip): ChipClipInfo => ({
  title: clip.title ?? clip.id,
  isUpload: clip.metadata?.type === 'upload',
  imageUrl: clip.image_url ?? null,
});

/** What a saved prompt shows in its picker: its lyrics or its styles. */
export const savedPromptItem = (prompt: SavedPrompt, kind: SavedPromptKind): SavedPromptItem => ({
  id: prompt.id,
  text: (kind === 'lyrics' ? prompt.lyrics : prompt.tags) ?? '',
});

/** Saved prompts whose text contains the search, case-insensitively. */
export const filterSavedPrompts = (
  prompts: readonly SavedPromptItem[],
  search: string,
): SavedPromptItem[] => {
  const needle = search.trim().toLowerCase();
  return needle === ''
    ? [...prompts]
    : prompts.filter((p) => p.text.toLowerCase().includes(needle));
};
