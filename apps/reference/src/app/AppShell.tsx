/**
 * Every page's frame: the header (navigation, credits, notifications), the dev toolbar, the page
 * (loaded lazily), the playbar docked at the bottom, the song modals and the notice toasts.
 */
import { Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import {
  Button,
  CreditsDisplay,
  NoticeToasts,
  Playbar,
  PLAYBAR_LABELS,
  SEARCH_LABELS,
  SearchBox,
  useRestorePlayer,
} from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';
import { useNavigationHistoryRecorder } from './use-navigation-history';
import { NotificationsButton } from '../social/NotificationsButton';
import { SongActionsProvider } from '../songs/SongActionsContext';
import { useDemoSession } from '../session/DemoSession';
import { DevToolbar } from '../toolbar/DevToolbar';
import { ConnectionNotice } from './ConnectionNotice';
import { PageLoading } from './PageLoading';
import * as styles from './layout.css';
import { useToastInset } from './use-toast-inset';

const NAV = [
  { to: '/home', key: 'nav.discover' },
  { to: '/create', key: 'nav.create' },
  { to: '/me', key: 'nav.library' },
  { to: '/me/personas', key: 'nav.personas' },
  { to: '/studio', key: 'nav.studio' },
  { to: '/following', key: 'nav.following' },
  { to: '/contests', key: 'nav.contests' },
  { to: '/account', key: 'nav.account' },
] as const;

export function AppShell() {
  const { t } = useTranslation();
  const { devControls, signOut } = useDemoSession();
  const session = useCadenzaQuery('getSession');
  const handle = session.data?.user.handle;
  const dock = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const searchLabels = useLabels('discover', 'search', SEARCH_LABELS, false);
  const playbarWords = useLabels('common', 'playbar', PLAYBAR_LABELS, false);
  // The playbar's formatted words (with values) come from the locale too.
  const playbarLabels = useMemo(
    () => ({
      ...playbarWords,
      position: (current: string, total: string) =>
        t('playbarFormats.position', { current, total }),
      cover: (title: string) => t('playbarFormats.cover', { title }),
      previewHint: (seconds: number) => t('playbarFormats.previewHint', { seconds }),
    }),
    [playbarWords, t],
  );
  useToastInset(dock);
  const { pathname, search } = useLocation();
  useRestorePlayer(pathname);
  useNavigationHistoryRecorder(`${pathname}${search}`);
  return (
    <SongActionsProvider>
      <div
        className={pathname === '/studio' ? `${styles.shell} ${styles.shellFill}` : styles.shell}
      >
        <div>
          <header className={styles.header}>
            <span className={styles.brand}>{t('appName')}</span>
            <nav className={styles.nav} aria-label={t('nav.label')}>
              {NAV.map((item) => (
                <NavLink key={item.to} to={item.to} className={styles.navLink} end>
                  {t(item.key)}
                </NavLink>
              ))}
              {handle ? (
                <NavLink to={`/@${handle}`} className={styles.navLink}>
                  {t('nav.profile')}
                </NavLink>
              ) : null}
            </nav>
            <div className={styles.headerRight}>
              <SearchBox labels={searchLabels} onNavigate={(href) => void navigate(href)} />
              <NotificationsButton />
              <CreditsDisplay
                credits={session.data?.credits.credits_left ?? null}
                format={(count) => t('credits', { count })}
                label={t('creditsLeft')}
              />
              {handle ? (
                <span className={styles.signedIn}>{t('signedInAs', { handle })}</span>
              ) : null}
              {signOut ? (
                <Button variant="ghost" size="small" onClick={signOut}>
                  {t('signOut')}
                </Button>
              ) : null}
            </div>
          </header>
          <ConnectionNotice />
          {devControls ? <DevToolbar /> : null}
        </div>
        <main
          className={pathname === '/studio' ? `${styles.main} ${styles.mainWide}` : styles.main}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <div className={styles.dock} ref={dock}>
          <Playbar onNavigate={(href) => void navigate(href)} labels={playbarLabels} />
        </div>
        <NoticeToasts />
      </div>
    </SongActionsProvider>
  );
}
