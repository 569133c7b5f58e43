/**
 * What every song row needs from the app: opening a song modal (rendered here, loaded on first
 * use), navigating (react-router), and an undo offer after trash or restore, shown in the
 * shell's undo bar.
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
import { useNavigate } from 'react-router';
import type { OpenSongModal, SongModalHostProps, SongUndo } from '@cadenza/ui';

const SongModals = lazy(() => import('./SongModals'));

interface SongActionsValue {
  readonly onOpenModal: OpenSongModal;
  readonly onNavigate: (href: string) => void;
  readonly onUndoable: (undo: SongUndo) => void;
  readonly undo: SongUndo | null;
  readonly clearUndo: () => void;
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
  const [undo, setUndo] = useState<SongUndo | null>(null);
  const onNavigate = useCallback((href: string) => void navigate(href), [navigate]);
  const value = useMemo<SongActionsValue>(
    () => ({
      onOpenModal: open,
      onNavigate,
      onUndoable: setUndo,
      undo,
      clearUndo: () => setUndo(null),
    }),
    [open, onNavigate, undo],
  );
  return (
    <SongActionsContext.Provider value={value}>
      {children}
      {request !== null ? (
        <Suspense fallback={null}>
          <SongModals
            request={request}
            onClose={() => setRequest(null)}
            onPersonaCreated={(id) => onNavigate(`/persona/${id}`)}
          />
        </Suspense>
      ) : null}
    </SongActionsContext.Provider>
  );
}
