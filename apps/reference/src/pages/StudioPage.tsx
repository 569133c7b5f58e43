// /studio: the studio timeline (2-studio §2). ?project_version_id= opens that version, locked;
// ?initial_project_id= opens a project; ?for_clip_id= opens (creating it when needed) the project
// of a clip, as the song menu's 'Open in Studio' does. Without them the page offers a new
// project (it starts with one track). The create panel is the studio's own (generate in the
// timeline over the create form's /studio state).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCadenzaMutation } from '@cadenza/sdk/react';
import { Button, StudioScreen, type StudioScreenProps } from '@cadenza/ui';
import processorUrl from '@cadenza/studio-engine/worklet-processor.js?worker&url';
import * as styles from '../app/layout.css';

/** The worklet processor, bundled as one classic script (worklet hosts and the polyfill load it). */
const STUDIO_AUDIO = { moduleUrl: processorUrl };

/** The load request of the studio's query parameters (a version first, then a project, a clip). */
export function studioRequest(search: URLSearchParams): StudioScreenProps['request'] {
  const versionId = search.get('project_version_id');
  if (versionId) return { kind: 'version', projectId: '', versionId };
  const projectId = search.get('initial_project_id');
  if (projectId) return { kind: 'project', projectId };
  const clipId = search.get('for_clip_id');
  if (clipId) return { kind: 'clip', clipId };
  return null;
}

function NewProject() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [create, state] = useCadenzaMutation('createStudioProject');
  return (
    <section className={styles.studioStart}>
      <p>{t('studio.start')}</p>
      <Button
        variant="primary"
        loading={state.status === 'pending'}
        onClick={() =>
          void create({}).then((project) =>
            navigate(`/studio?initial_project_id=${encodeURIComponent(project.id)}`),
          )
        }
      >
        {t('studio.newProject')}
      </Button>
    </section>
  );
}

export default function StudioPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const key = search.toString();
  // The request follows the query string (a new one opens a new session).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo(() => studioRequest(search), [key]);
  if (request === null) return <NewProject />;
  return (
    <div className={styles.studioPage}>
      <StudioScreen
        request={request}
        audio={STUDIO_AUDIO}
        onOpenVersion={(versionId) =>
          navigate(`/studio?project_version_id=${encodeURIComponent(versionId)}`)
        }
        onCloned={(projectId) =>
          navigate(`/studio?initial_project_id=${encodeURIComponent(projectId)}`, {
            replace: true,
          })
        }
      />
    </div>
  );
}
