// /b-side/describe-clip?clipId= (1-generation §2): Describe Clip, opened in a new tab from the
// song menu: what the clip is made of.
import { useSearchParams } from 'react-router';
import { DESCRIBE_CLIP_LABELS, DescribeClip } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';
import { useSongActions } from '../songs/SongActionsContext';
import { SongRowItem } from '../songs/SongRowItem';

export default function DescribeClipPage() {
  const [search] = useSearchParams();
  const { onNavigate } = useSongActions();
  const labels = useLabels('pages', 'describeClip', DESCRIBE_CLIP_LABELS);
  return (
    <DescribeClip
      labels={labels}
      clipId={search.get('clipId')}
      onNavigate={onNavigate}
      renderClip={(clip, play) => <SongRowItem clip={clip} onPlayFromList={play} />}
    />
  );
}
