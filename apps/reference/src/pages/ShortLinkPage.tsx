// /s/:code: a short share link (3-library-social §4 Sharing): resolved with GET
// /api/share/code/{id}, then the page it points to opens in its place.
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SHARE_LINK_LABELS, ShortLink } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';

export default function ShortLinkPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const labels = useLabels('pages', 'share', SHARE_LINK_LABELS);
  const open = useCallback(
    (url: string) => {
      const target = new URL(url, window.location.origin);
      void navigate(`${target.pathname}${target.search}`, { replace: true });
    },
    [navigate],
  );
  return <ShortLink code={code} labels={labels} onResolved={open} />;
}
