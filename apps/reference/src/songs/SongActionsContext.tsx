/**
 * What every song row needs from the app: opening a song modal (rendered here, loaded on first
 * use), navigating (react-router) and the workspace the page shows (?wid=, kept by the song
 * menu's edit links). The undo after trash or restore is the toast's own 'Undo'.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { OpenSongModal, SongModalHostProps } from '@cadenza/ui';
import { WORKSPACE_PARAM } from '../workspaces/WorkspaceParam';

const SongModals = lazy(() => import('./SongModals'));

interface SongActionsValue {
  readonly onOpenModal: OpenSongModal;
  readonly onNavigate: (href: string) => void;
  /** The page's ?wid= (null without it). */
  readonly workspaceId: string | null;
}

const SongActionsContext = createContext<SongActionsValue | null>(null);

export function useSongActions(): SongActionsValue {
  const value = useContext(SongActionsContext);
  if (!value) throw new Error('useSongActions: render inside <SongActionsProvider>.');
  return value;
}

export function SongActionsProvider({ children }: { readonly children?: ReactNode }) {
  const navigate = useNavigate();
  // The open modal request; the host (and every modal) is its own chunk, loaded on first open.
  const [request, setRequest] = useState<SongModalHostProps['request']>(null);
  const open = useCallback<OpenSongModal>(
    (kind, clip, detail) =>
      setRequest({ kind, clip, detail } as NonNullable<SongModalHostProps['request']>),
    [],
  );
  const onNavigate = useCallback((href: string) => void navigate(href), [navigate]);
  const workspaceId = useSearchParams()[0].get(WORKSPACE_PARAM);
  const value = useMemo<SongActionsValue>(
    () => ({ onOpenModal: open, onNavigate, workspaceId }),
    [open, onNavigate, workspaceId],
  );
  return (
    <SongActionsContext.Provider value={value}>
      {children}
      {request !== null ? (
        <Suspense fallback={null}>
          {/* A saved persona becomes active in the create form (the dialog does it). */}
          <SongModals request={request} onClose={() => setRequest(null)} />
        </Suspense>
      ) : null}
    </SongActionsContext.Provider>
  );
}
