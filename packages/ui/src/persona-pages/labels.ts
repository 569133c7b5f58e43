/**
 * The persona pages' own wording (/me/personas and /persona/{id}): control labels, states and
 * toasts the spec does not spell out, decided here once. The spec's verbatim texts (the empty
 * lists, 'Create a Persona', the persona error toasts) come from @cadenza/sdk.
 * An app passes its own translation of the whole set (`labels` on the connected pages).
 */
import { fill } from '../playlist-page/labels';

export { fill };

export const PERSONA_PAGE_LABELS = {
  tabs: 'Persona lists',
  following: 'Following',
  search: 'Search my personas',
  create: 'Create a Persona',
  loadMore: 'Load more',
  loading: 'Loading personas…',
  loadFailed: 'Personas could not be loaded.',
  retry: 'Try again',
  openInNewTab: '{{name}} (opens in a new tab)',
  by: 'by @{{handle}}',
  loves: '{{count}} loves',
  lovesOne: '1 love',
  songsCount: '{{count}} songs',
  songsCountOne: '1 song',
  public: 'Public',
  private: 'Private',
  love: 'Love {{name}}',
  playPreview: 'Play the voice of {{name}}',
  trash: 'Move {{name}} to trash',
  edit: 'Edit',
  follow: 'Follow',
  unfollow: 'Following',
  usePersona: 'Use persona',
  playVoice: 'Play voice',
  moveToTrash: 'Move to trash',
  rootSong: 'Root song',
  songsMade: 'Songs made with this persona',
  noSongs: 'No songs have been made with this persona yet.',
  movedToTrash: '{{name}} moved to trash',
  restored: '{{name}} restored',
  undo: 'Undo',
  restore: 'Restore',
  followFailed: 'Could not change following for this persona. Please try again.',
  trashedTitle: 'This persona is in the trash',
  trashedBody: 'Restore it to use it, share it or change it again.',
  missingTitle: 'Persona not available',
  missingBody:
    'This persona does not exist, is private or has been moved to the trash by its owner.',
  pageFailed: 'This persona could not be loaded.',
  backToPersonas: 'Go to my personas',
  editTitle: 'Edit persona',
  editDescription: 'Change the name and description people see on this persona.',
  name: 'Name',
  description: 'Description',
};

export type PersonaPageLabels = typeof PERSONA_PAGE_LABELS;

/** '1 love' / 'N loves', '1 song' / 'N songs'. */
export const countText = (one: string, many: string, count: number): string =>
  count === 1 ? one : fill(many, { count });
