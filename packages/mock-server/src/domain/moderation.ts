// The mock's moderation and copyright checks: deterministic word lists, so every moderation and
// copyright path of the spec can be reached by typing the words (the reference app and tests do).

/** Text containing one of these fails moderation (lyrics 451, metadata 422, clip moderation_failure). */
export const MODERATED_TERMS = ['forbidden-word', 'moderate-me'] as const;
/** Artist names treated as copyrighted (424 on generation, a copyright issue on lyrics jobs). */
export const COPYRIGHTED_ARTISTS = ['Taylor Swift', 'The Beatles', 'Beyonce', 'Drake'] as const;
/** Producer tags treated as copyrighted in lyrics prompts. */
export const PRODUCER_TAGS = ['Metro Boomin want some more', 'Mustard on the beat'] as const;

const contains = (text: string | null | undefined, term: string): boolean =>
  text != null && text.toLowerCase().includes(term.toLowerCase());

export const findModerated = (...texts: (string | null | undefined)[]): string | null =>
  MODERATED_TERMS.find((term) => texts.some((text) => contains(text, term))) ?? null;

export const findArtist = (...texts: (string | null | undefined)[]): string | null =>
  COPYRIGHTED_ARTISTS.find((name) => texts.some((text) => contains(text, name))) ?? null;

export const findProducerTag = (...texts: (string | null | undefined)[]): string | null =>
  PRODUCER_TAGS.find((tag) => texts.some((text) => contains(text, tag))) ?? null;
