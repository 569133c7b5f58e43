// 'Make a hook' and the hook flow it opens: from a song page (that song chosen, the flow on its
// upload screen) or from /hooks. A posted hook sends the user to /hooks?posted={id}, which
// follows its render (2-studio §1: "The user goes here after posting a hook").
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ConnectedHookFlow, HOOK_LABELS } from '@cadenza/ui';

export const hooksPathAfterPost = (hookId: string): string =>
  `/hooks?posted=${encodeURIComponent(hookId)}`;

export function MakeHook({
  songId = null,
  label = HOOK_LABELS.createFromSong,
}: {
  readonly songId?: string | null;
  readonly label?: string;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button size="small" variant={songId ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <ConnectedHookFlow
          open={open}
          onOpenChange={setOpen}
          songId={songId}
          onPosted={(hookId) => {
            setOpen(false);
            navigate(hooksPathAfterPost(hookId));
          }}
        />
      ) : null}
    </>
  );
}
