// /hooks (2-studio §1): the user's hooks and the hooks feed. After a post (?posted={id}) the new
// hook is followed to its end, then the user goes to /hook/{hookId}.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConnectedHookFlow, ConnectedHookList } from '@cadenza/ui';
import { useSongActions } from '../songs/SongActionsContext';
import { hooksPathAfterPost } from '../video-hooks/MakeHook';

export default function HooksPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { onNavigate } = useSongActions();
  const [flowOpen, setFlowOpen] = useState(false);
  return (
    <>
      <ConnectedHookList
        followHookId={search.get('posted')}
        onNewHook={() => setFlowOpen(true)}
        onNavigate={onNavigate}
        onRendered={(hookId) => navigate(`/hook/${encodeURIComponent(hookId)}`)}
      />
      {flowOpen ? (
        <ConnectedHookFlow
          open={flowOpen}
          onOpenChange={setFlowOpen}
          onPosted={(hookId) => {
            setFlowOpen(false);
            navigate(hooksPathAfterPost(hookId));
          }}
        />
      ) : null}
    </>
  );
}
