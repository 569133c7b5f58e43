// The route table (one row per route of the spec's route tables that this app serves). Each page
// is its own chunk (React.lazy), so /create loads only what it shows.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppShell } from './AppShell';

type Page = LazyExoticComponent<ComponentType>;

const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

const CreatePage = page(() => import('../pages/CreatePage'));
const CreateV2Page = page(() => import('../pages/CreateV2Page'));
const LibraryPage = page(() => import('../pages/LibraryPage'));
const SongPage = page(() => import('../pages/SongPage'));
const PlaylistPage = page(() => import('../pages/PlaylistPage'));
const ProfilePage = page(() => import('../pages/ProfilePage'));
const PersonasPage = page(() => import('../pages/PersonasPage'));
const PersonaPage = page(() => import('../pages/PersonaPage'));
const StudioPage = page(() => import('../pages/StudioPage'));
const AccountPage = page(() => import('../pages/AccountPage'));
const EditHomePage = page(() => import('../pages/EditHomePage'));
const EditPage = page(() => import('../pages/EditPage'));
const EditLegacyPage = page(() => import('../pages/EditLegacyPage'));
const EditV3Page = page(() => import('../pages/EditV3Page'));
const ArtistPage = page(() => import('../pages/ArtistPage'));
const DescribeClipPage = page(() => import('../pages/DescribeClipPage'));
const ShortLinkPage = page(() => import('../pages/ShortLinkPage'));
const TermsPage = page(() => import('../pages/TermsPage'));
const SearchPage = page(() => import('../pages/SearchPage'));
const DiscoverPage = page(() => import('../pages/DiscoverPage'));
const FollowingPage = page(() => import('../pages/FollowingPage'));
const StylePage = page(() => import('../pages/StylePage'));
const OnRepeatPage = page(() => import('../pages/OnRepeatPage'));
const RadioSongPage = page(() => import('../pages/RadioSongPage'));
const ContestsPage = page(() => import('../pages/ContestsPage'));
const ContestPage = page(() => import('../pages/ContestPage'));
const NotFoundPage = page(() => import('../pages/NotFoundPage'));
const EmbedPage = page(() => import('../pages/EmbedPage'));
const HooksPage = page(() => import('../pages/HooksPage'));
const HookPage = page(() => import('../pages/HookPage'));

const element = (Component: Page) => <Component />;

export const routes: RouteObject[] = [
  // The embed player lives in someone else's iframe: no header, playbar or toolbar.
  {
    path: 'embed/:id',
    element: (
      <Suspense fallback={null}>
        <EmbedPage />
      </Suspense>
    ),
  },
  {
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to="/create" replace /> },
      { path: 'create', element: element(CreatePage) },
      { path: 'create/v2', element: element(CreateV2Page) },
      { path: 'me', element: element(LibraryPage) },
      { path: 'me/personas', element: element(PersonasPage) },
      { path: 'persona/:id', element: element(PersonaPage) },
      { path: 'song/:id', element: element(SongPage) },
      { path: 'playlist/:id', element: element(PlaylistPage) },
      { path: 'edit', element: element(EditHomePage) },
      { path: 'edit/:clipId', element: element(EditPage) },
      { path: 'edit-legacy/:clipId', element: element(EditLegacyPage) },
      { path: 'edit-v3/*', element: element(EditV3Page) },
      { path: 'studio', element: element(StudioPage) },
      { path: 'search', element: element(SearchPage) },
      { path: 'home', element: element(DiscoverPage) },
      { path: 'following', element: element(FollowingPage) },
      { path: 'contests', element: element(ContestsPage) },
      { path: 'contest/:id', element: element(ContestPage) },
      { path: 'style/:tag', element: element(StylePage) },
      { path: 'on_repeat', element: element(OnRepeatPage) },
      { path: 'radio/song/:id', element: element(RadioSongPage) },
      { path: 'account', element: element(AccountPage) },
      { path: 'hooks', element: element(HooksPage) },
      { path: 'hook/:hookId', element: element(HookPage) },
      { path: 'artist', element: element(ArtistPage) },
      { path: 'b-side/describe-clip', element: element(DescribeClipPage) },
      { path: 's/:code', element: element(ShortLinkPage) },
      { path: 'legal/terms', element: element(TermsPage) },
      // /@{handle}: React Router has no partial segments, so the page checks the '@'.
      { path: ':profile', element: element(ProfilePage) },
      { path: ':profile/hook/:hookId', element: element(HookPage) },
      { path: '*', element: element(NotFoundPage) },
    ],
  },
];
