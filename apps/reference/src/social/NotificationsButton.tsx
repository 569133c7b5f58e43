// The header's notifications button: the unread badge, and a panel with the list (loaded on
// first open). Choosing a notification closes the panel and goes where it points.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedNotificationBadge, Popover, Skeleton } from '@cadenza/ui';
import { useSongActions } from '../songs/SongActionsContext';
import * as styles from '../app/layout.css';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

export function NotificationsButton() {
  const { t } = useTranslation();
  const { onNavigate } = useSongActions();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.iconButton}>
        <span>{t('nav.notifications')}</span>
        <ConnectedNotificationBadge />
      </Popover.Trigger>
      <Popover.Content align="end" className={styles.panel} aria-label={t('nav.notifications')}>
        {open ? (
          <Suspense fallback={<Skeleton height={160} />}>
            <NotificationsPanel
              onNavigate={(href) => {
                setOpen(false);
                onNavigate(href);
              }}
            />
          </Suspense>
        ) : null}
      </Popover.Content>
    </Popover.Root>
  );
}
