/**
 * Persona, sharing and clipboard messages (3-library-social §2, §4, §5, §8; 2-studio §8),
 * verbatim from the spec.
 */

export const PERSONA_MESSAGES = {
  untitledPersona: 'Untitled Persona',
  rootClipRequired: 'Root clip ID is required.',
  baseClipRequired: 'You need to select a base clip!',
  notAllowedSource: 'A Persona cannot be created from this clip.',
  audioUploadDisabled: 'Personas from audio uploads are disabled at this time.',
  createDialogTitle: 'Create a Persona',
  makePublicTitle: 'Make Persona Public?',
  noLovedPersonas: 'No loved personas found',
  noFollowedPersonas: 'No followed personas found',
} as const;

/** What a persona call was doing when it failed; the spec's '...{what}' endings. */
export const PERSONA_ERROR_ACTIONS = {
  create: 'creating the persona.',
  update: 'updating the persona.',
  fetchProduct: 'fetching {product} personas.',
  fetchTrashed: 'fetching trashed personas.',
  toggleLove: 'toggling love for the persona.',
} as const;
export type PersonaErrorAction = keyof typeof PERSONA_ERROR_ACTIONS;

/** 'An error occurred while creating the persona.' and its '...' siblings. */
export const personaErrorMessage = (action: PersonaErrorAction, product = ''): string =>
  `An error occurred while ${PERSONA_ERROR_ACTIONS[action].replace('{product} ', product === '' ? '' : `${product} `)}`;

export const SHARE_MESSAGES = {
  hookLinkCopied: 'Copied hook link to clipboard',
  clipboardNotSupported: 'Clipboard not supported. Please copy the URL from the address bar.',
} as const;
