// The undo offer after trash or restore ('Undo' runs the song action's inverse).
import { useTranslation } from 'react-i18next';
import { Button } from '@cadenza/ui';
import { useSongActions } from './SongActionsContext';

export function UndoBar() {
  const { t } = useTranslation();
  const { undo, clearUndo } = useSongActions();
  if (!undo) return null;
  return (
    <div
      role="status"
      style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 24px' }}
    >
      <span>{undo.message}</span>
      <Button
        size="small"
        variant="secondary"
        onClick={() => {
          clearUndo();
          void undo.undo();
        }}
      >
        {t('undo')}
      </Button>
      <Button size="small" variant="ghost" onClick={clearUndo}>
        {t('dismiss')}
      </Button>
    </div>
  );
}
