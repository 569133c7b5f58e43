// /create: the create form (with ?remix_clip=…&remix_type=… and ?use_persona=… prefill) and the
// Upload Audio button, beside the user's newest songs, where a generation shows up at once as
// submitted. ?wid= picks the workspace (switcher above the form) that new songs are added to.
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CreateForm, useAddToWorkspace } from '@cadenza/ui';
import { TitleWithUpload } from '../app/TitleWithUpload';
import * as styles from '../app/layout.css';
import { RecentSongs } from '../songs/RecentSongs';
import { LibraryWorkspaceSwitcher, useWorkspaceParam } from '../workspaces/WorkspaceParam';

export default function CreatePage() {
  const { t } = useTranslation(['pages', 'common']);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [wid] = useWorkspaceParam();
  const addToWorkspace = useAddToWorkspace(wid);
  return (
    <div className={styles.twoColumns}>
      <section aria-labelledby="create-title">
        <TitleWithUpload id="create-title" title={t('create.title')} />
        <LibraryWorkspaceSwitcher />
        <CreateForm pathname={pathname} searchParams={searchParams} onGenerated={addToWorkspace} />
      </section>
      <section aria-labelledby="recent-title">
        <h2 id="recent-title" className={styles.pageTitle}>
          {t('common:recentSongs')}
        </h2>
        <RecentSongs workspaceId={wid} />
      </section>
    </div>
  );
}
