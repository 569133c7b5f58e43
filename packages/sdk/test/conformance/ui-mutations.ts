/**
 * Every mutation the ui makes (packages/ui/src and apps/reference/src, not tests, stories or
 * fixtures), found by scanning their sources for mutation operation ids: the list below is what
 * the scan found, kept here so a new ui mutation shows as a change to this file, and
 * ui-mutations.conformance.test.ts fails when the scan and this list differ or when one of them
 * has no conformance case (a `mutate('<id>'` in a *.conformance.test.ts file of this folder).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isQueryOperation, OPERATION_IDS, type MutationOperationId } from '@cadenza/sdk/store';

// prettier-ignore
export const UI_MUTATIONS: readonly MutationOperationId[] = [
  'adjustClipSpeed', 'blockCommentUser', 'clearNotInterested', 'cloneStudioProjectRevision',
  'concatClip', 'createComment', 'createOrLoadStudioProjectForClip', 'createPersona',
  'createPlaylist', 'createStudioProject', 'createWorkspace', 'deleteClips', 'deleteComment',
  'deletePrompt', 'editPersona', 'flagClip', 'followPersona', 'followProfile', 'generate',
  'generatePromptImage', 'generateSamplePack', 'generateStems', 'incrementActionCount',
  'incrementPlaylistPlayCount', 'inviteWorkspaceCollaborator', 'leaveWorkspace', 'likePlaylist',
  'markNotInterested', 'markNotificationsRead', 'mergeClips', 'pinClip', 'reactToComment', 'recommendTags',
  'recordClipDownload', 'regeneratePlaylist', 'removeWorkspaceCollaborator', 'renderStudioState',
  'reportComment', 'respondToWorkspaceInvite', 'savePrompt', 'saveStudioProject',
  'sendWorkspaceUpdate', 'setClipPrompt', 'setClipVisibility', 'setMetadata',
  'setPersonaVisibility', 'setPlaylistVisibility', 'setRemixType', 'suppressNotifications',
  'toggleClipComments', 'togglePersonaLove', 'trashClips', 'trashPersona', 'trashPlaylist',
  'trashWorkspace', 'unblockCommentUser', 'unlockPreview', 'updatePlaylistClips',
  'updatePlaylistMetadata', 'updateReactionType', 'updateWorkspaceClips',
  'updateWorkspaceMetadata', 'upsample',
];

/** The sign-in calls of a server without dev controls (handle and password, sign out). */
const SESSION_CALLS: ReadonlySet<string> = new Set(['signIn', 'signOut']);

/**
 * The reference app's developer controls (its dev toolbar and dev sign-in) and its session calls
 * (sign-in and sign-out): they set the mock server's state or the caller's token and are not
 * product calls, so they have no conformance case here (the mock server's auth-secret.test.ts and
 * the reference app's session tests cover them).
 */
export const isDevControl = (id: string): boolean => id.startsWith('dev') || SESSION_CALLS.has(id);

const ROOT = resolve(__dirname, '../../../..');
const UI_SOURCES = ['packages/ui/src', 'apps/reference/src'];
const NOT_UI = /(\.test\.|\.test-d\.|\.stories\.|[\\/]fixtures[\\/]|[\\/]testing[\\/])/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !NOT_UI.test(path) ? [path] : [];
  });
}

const MUTATION_IDS = OPERATION_IDS.filter((id) => !isQueryOperation(id));

/** The mutation ids the ui's and the reference app's sources name (as string literals). */
export function scanUiMutations(): string[] {
  const text = UI_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return MUTATION_IDS.filter((id) => text.includes(`'${id}'`) && !isDevControl(id)).sort();
}

/** The mutation ids the conformance files of this folder run through a store (`mutate('<id>'`). */
export function coveredMutations(): string[] {
  const text = readdirSync(__dirname)
    .filter((name) => name.endsWith('.conformance.test.ts'))
    .map((name) => readFileSync(join(__dirname, name), 'utf8'))
    .join('\n');
  const found = [...text.matchAll(/mutate\(\s*'([a-zA-Z]+)'/g)].map((m) => m[1] as string);
  return [...new Set(found)].sort();
}
