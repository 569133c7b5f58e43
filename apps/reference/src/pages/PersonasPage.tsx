// /me/personas: my personas, favourites and following, with 'Create a Persona' (after creating
// here the app goes to /persona/{id}; 3-library-social §2 route table).
import { useTranslation } from 'react-i18next';
import { ConnectedPersonaList } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { useSongActions } from '../songs/SongActionsContext';
import { usePersonaLabels } from './use-persona-labels';

export default function PersonasPage() {
  const { t } = useTranslation('pages');
  const { onNavigate } = useSongActions();
  const labels = usePersonaLabels();
  return (
    <section aria-labelledby="personas-title">
      <h1 id="personas-title" className={styles.pageTitle}>
        {t('personas.title')}
      </h1>
      <ConnectedPersonaList onNavigate={onNavigate} labels={labels} />
    </section>
  );
}
