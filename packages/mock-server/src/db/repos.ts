// Every repository over one database.
import type { Db } from './open';
import { createUserRepo } from './users';
import { createClipRepo } from './clips';
import { createReactionRepo } from './reactions';
import { createClipAssetRepo } from './clip-assets';
import { createCommentRepo } from './comments';
import { createNotificationRepo } from './notifications';
import { createPromptRepo } from './prompts';
import { createPlaylistRepo } from './playlists';
import { createPersonaRepo } from './personas';
import { createWorkspaceRepo } from './workspaces';
import { createStudioRepo } from './studio';
import { createUploadRepo } from './uploads';
import { createHookRepo } from './hooks';
import { createShareLinkRepo } from './share-links';
import { createPlaybarRepo } from './playbar';
import { createContestRepo } from './contests';
import { createJobRepo } from './jobs';
import { createSettingsRepo } from './settings';
import { createRequestRepo } from './requests';
import { createTokenRepo } from './tokens';

export function createRepos(db: Db) {
  return {
    users: createUserRepo(db),
    tokens: createTokenRepo(db),
    clips: createClipRepo(db),
    reactions: createReactionRepo(db),
    assets: createClipAssetRepo(db),
    comments: createCommentRepo(db),
    notifications: createNotificationRepo(db),
    prompts: createPromptRepo(db),
    playlists: createPlaylistRepo(db),
    personas: createPersonaRepo(db),
    workspaces: createWorkspaceRepo(db),
    studio: createStudioRepo(db),
    uploads: createUploadRepo(db),
    hooks: createHookRepo(db),
    shareLinks: createShareLinkRepo(db),
    playbar: createPlaybarRepo(db),
    contests: createContestRepo(db),
    jobs: createJobRepo(db),
    settings: createSettingsRepo(db),
    requests: createRequestRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
