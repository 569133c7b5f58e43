// The notifications list inside the header's panel (its own chunk: loaded when first opened).
import { ConnectedNotificationList } from '@cadenza/ui';

export default function NotificationsPanel({
  onNavigate,
}: {
  readonly onNavigate: (href: string) => void;
}) {
  return <ConnectedNotificationList onNavigate={onNavigate} />;
}
