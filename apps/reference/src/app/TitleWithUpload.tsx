// A page title with the Upload Audio button beside it (the create page's and the library's
// toolbar): the button opens the audio upload modal, whose Continue and Cover/Extend navigate.
import { useLocation, useNavigate } from 'react-router';
import { AudioUploadButton } from '@cadenza/ui';
import * as styles from './layout.css';

export function TitleWithUpload({ id, title }: { readonly id: string; readonly title: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className={styles.titleRow}>
      <h1 id={id} className={styles.pageTitle}>
        {title}
      </h1>
      <AudioUploadButton
        size="small"
        pathname={pathname}
        onNavigate={(href) => void navigate(href)}
      />
    </div>
  );
}
