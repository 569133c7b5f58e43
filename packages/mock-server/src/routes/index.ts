// Every route table (one file per OpenAPI tag; clips in two) and every request normaliser.
import type { PrepareTable, RouteTable } from '../http/route';
import { analysisRoutes } from './analysis';
import { authRoutes } from './auth';
import { clipReadRoutes } from './clips';
import { clipSettingRoutes } from './clip-settings';
import { commentRoutes } from './comments';
import { devRoutes } from './dev';
import { discoverRoutes } from './discover';
import { downloadRoutes } from './downloads';
import { editRoutes } from './edit';
import { generateRoutes } from './generate';
import { mediaRoutes } from './media';
import { notificationRoutes } from './notifications';
import { personaPrepare, personaRoutes } from './personas';
import { playerRoutes } from './player';
import { playlistRoutes } from './playlists';
import { profileRoutes } from './profiles';
import { promptRoutes } from './prompts';
import { realtimeRoutes } from './realtime';
import { searchPrepare, searchRoutes } from './search';
import { sharingRoutes } from './sharing';
import { studioRoutes } from './studio';
import { uploadRoutes } from './uploads';
import { videoRoutes } from './video';
import { workspaceRoutes } from './workspaces';

export const ROUTE_TABLES: readonly RouteTable[] = [
  authRoutes,
  devRoutes,
  realtimeRoutes,
  generateRoutes,
  clipReadRoutes,
  clipSettingRoutes,
  commentRoutes,
  notificationRoutes,
  promptRoutes,
  studioRoutes,
  editRoutes,
  analysisRoutes,
  uploadRoutes,
  videoRoutes,
  downloadRoutes,
  sharingRoutes,
  playlistRoutes,
  personaRoutes,
  workspaceRoutes,
  profileRoutes,
  playerRoutes,
  searchRoutes,
  discoverRoutes,
  mediaRoutes,
];

export const PREPARE_TABLES: readonly PrepareTable[] = [personaPrepare, searchPrepare];
