// /me: the library (with its Upload Audio button): Songs (the clip browser: filters, sort,
// infinite and page modes, the trash, with a connected song row per clip) and Playlists (the
// user's and liked playlists, 'Create New Playlist'); ?tab=playlists opens the second tab. The workspace switcher (?wid=) shows a
// chosen workspace's panel in place of the clip browser.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ClipBrowser, PlaylistShelf, Tabs } from '@cadenza/ui';
import { TitleWithUpload } from '../app/TitleWithUpload';
import { usePlaylistLabels } from '../playlists/use-playlist-labels';
import { SongRowItem } from '../songs/SongRowItem';
import { LibraryWorkspace } from '../workspaces/LibraryWorkspace';
import { LibraryWorkspaceSwitcher } from '../workspaces/WorkspaceParam';

type Tab = 'songs' | 'playlists';

export default function LibraryPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const labels = usePlaylistLabels();
  const tab: Tab = search.get('tab') === 'playlists' ? 'playlists' : 'songs';
  return (
    <section aria-labelledby="library-title">
      <TitleWithUpload id="library-title" title={t('library.title')} />
      <LibraryWorkspaceSwitcher />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(search);
          if (value === 'playlists') next.set('tab', 'playlists');
          else next.delete('tab');
          setSearch(next, { replace: true });
        }}
      >
        <Tabs.List aria-label={t('library.sections')}>
          <Tabs.Trigger value="songs">{t('library.songs')}</Tabs.Trigger>
          <Tabs.Trigger value="playlists">{t('library.playlists')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="songs">
          <LibraryWorkspace
            fallback={
              <ClipBrowser
                path={pathname}
                renderClip={(clip, row) => <SongRowItem clip={clip} onPlayFromList={row.play} />}
              />
            }
          />
        </Tabs.Content>
        <Tabs.Content value="playlists">
          <PlaylistShelf labels={labels} onNavigate={(href) => void navigate(href)} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
