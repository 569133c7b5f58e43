/**
 * Reference combinations (1-generation §3 Reference types, §5): which references may go into one
 * generation, with the spec's message for each forbidden combination.
 */
import { REFERENCE_ERRORS } from './messages/create-form';

// prettier-ignore
export const REFERENCE_TYPES = [
  'Cover', 'Persona', 'Extend', 'Infill', 'FixedInfill', 'GenStem', 'StemCondition', 'Playlist',
  'Underpaint', 'Overpaint',
] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** A reference as the combination rules need it. */
export interface Reference {
  readonly type: ReferenceType;
}

export interface ReferenceOptions {
  /** Chameleon mode (personalization) is on. */
  readonly chameleon?: boolean;
}

const INFILL_TYPES: readonly ReferenceType[] = ['Infill', 'FixedInfill'];
const PAINTING_TYPES: readonly ReferenceType[] = ['Underpaint', 'Overpaint'];
const STEM_CONDITION_EXCLUDES: readonly ReferenceType[] = [
  'Extend',
  'GenStem',
  'Playlist',
  ...PAINTING_TYPES,
];

interface Combination {
  readonly types: readonly ReferenceType[];
  readonly has: (type: ReferenceType) => boolean;
  /** Whether any reference other than these types is present. */
  readonly hasOtherThan: (...allowed: ReferenceType[]) => boolean;
  readonly chameleon: boolean;
}

function combination(refs: readonly Reference[], options: ReferenceOptions): Combination {
  const types = refs.map((r) => r.type);
  return {
    types,
    has: (type) => types.includes(type),
    hasOtherThan: (...allowed) => types.some((t) => !allowed.includes(t)),
    chameleon: options.chameleon === true,
  };
}

const hasDuplicateNonPersona = (c: Combination): boolean => {
  const others = c.types.filter((t) => t !== 'Persona');
  return new Set(others).size !== others.length;
};

/**
 * The rules in the spec's order. Extend combines only with Persona and Cover: the spec's own
 * tasks artist_extend, cover_extend and artist_cover_extend need those two (1-generation §4).
 */
const RULES: readonly (readonly [(c: Combination) => boolean, string])[] = [
  [hasDuplicateNonPersona, REFERENCE_ERRORS.duplicateTypes],
  [
    (c) => INFILL_TYPES.some(c.has) && c.has('Cover') && c.has('Persona'),
    REFERENCE_ERRORS.infillCoverAndPersona,
  ],
  [
    (c) => c.has('Extend') && c.hasOtherThan('Extend', 'Persona', 'Cover'),
    REFERENCE_ERRORS.extendAlone,
  ],
  [(c) => c.has('GenStem') && c.hasOtherThan('GenStem'), REFERENCE_ERRORS.genStemAlone],
  [
    (c) => c.has('StemCondition') && (STEM_CONDITION_EXCLUDES.some(c.has) || c.chameleon),
    REFERENCE_ERRORS.stemCondition,
  ],
  [(c) => c.chameleon && c.has('Playlist'), REFERENCE_ERRORS.chameleonWithPlaylist],
  [
    (c) => (c.has('Playlist') || c.chameleon) && c.hasOtherThan('Playlist', 'Persona'),
    REFERENCE_ERRORS.playlistOrChameleon,
  ],
  [(c) => PAINTING_TYPES.some((p) => c.has(p) && c.hasOtherThan(p)), REFERENCE_ERRORS.painting],
];

/** The reference-combination error message, or null when the references may go together. */
export function validateReferences(
  refs: readonly Reference[],
  options: ReferenceOptions = {},
): string | null {
  const c = combination(refs, options);
  return RULES.find(([broken]) => broken(c))?.[1] ?? null;
}
