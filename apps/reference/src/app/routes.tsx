// The route table (one row per route of the spec's route tables that this app serves). Each page
// is its own chunk (React.lazy), so /create loads only what it shows.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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
const TermsPage = page(() => import('../pages/TermsPage'));
const NotFoundPage = page(() => import('../pages/NotFoundPage'));

const element = (Component: Page) => <Component />;

export const routes: RouteObject[] = [
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
      { path: 'studio', element: element(StudioPage) },
      { path: 'account', element: element(AccountPage) },
      { path: 'legal/terms', element: element(TermsPage) },
      // /@{handle}: React Router has no partial segments, so the page checks the '@'.
      { path: ':profile', element: element(ProfilePage) },
      { path: '*', element: element(NotFoundPage) },
    ],
  },
];
