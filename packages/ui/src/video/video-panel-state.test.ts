// Song video (2-studio §4 Video): the panel shows the video, its staleness ('Editing lyrics marks
// the video stale'), the render's progress over its 60 tries or its failure; regenerating needs the
// GenerateSongVideo plan feature and is the owner's (or staff's).
import { describe, expect, it } from 'vitest';
import type { Viewer } from '@cadenza/sdk';
import { videoPanelModel } from './video-panel-state';

const owner: Viewer = { id: 'u1', plan: 'pro' };
const freeOwner: Viewer = { id: 'u1', plan: 'free' };
const stranger: Viewer = { id: 'u2', plan: 'pro' };
const staff: Viewer = { id: 'u3', plan: 'free', isStaff: true };
const idle = { status: 'idle' } as const;
const withVideo = { user_id: 'u1', video_url: 'https://cdn.test/v.mp4' };

describe('song video panel', () => {
  it('a song without a video: nothing to play; its Pro owner may generate one', () => {
    expect(videoPanelModel({ user_id: 'u1' }, idle, owner)).toEqual({
      state: { kind: 'none' },
      action: 'generate',
    });
  });

  it('GenerateSongVideo gates making a video: a Free owner and other users get no button', () => {
    expect(videoPanelModel({ user_id: 'u1' }, idle, freeOwner).action).toBeNull();
    expect(videoPanelModel({ user_id: 'u1' }, idle, stranger).action).toBeNull();
    expect(videoPanelModel({ user_id: 'u1' }, idle, null).action).toBeNull();
    expect(videoPanelModel({ user_id: 'u1' }, idle, staff).action).toBe('generate');
  });

  it('a video plays for everyone; a stale one says so and may be regenerated', () => {
    expect(videoPanelModel(withVideo, idle, stranger)).toEqual({
      state: { kind: 'ready', url: withVideo.video_url, stale: false },
      action: null,
    });
    const stale = { ...withVideo, metadata: { video_is_stale: true } };
    expect(videoPanelModel(stale, idle, owner)).toEqual({
      state: { kind: 'ready', url: withVideo.video_url, stale: true },
      action: 'regenerate',
    });
  });

  it('while rendering: progress over the 60 tries and no button; then the new video', () => {
    expect(videoPanelModel(withVideo, { status: 'rendering', tries: 30 }, owner)).toEqual({
      state: { kind: 'rendering', progress: 50 },
      action: null,
    });
    const done = { status: 'done', videoUrl: 'https://cdn.test/new.mp4' } as const;
    expect(
      videoPanelModel({ ...withVideo, metadata: { video_is_stale: true } }, done, owner),
    ).toEqual({
      state: { kind: 'ready', url: 'https://cdn.test/new.mp4', stale: false },
      action: 'regenerate',
    });
  });

  it("a failed render shows its message ('Error generating video') and may be retried", () => {
    const failed = { status: 'failed', message: 'Error generating video' } as const;
    expect(videoPanelModel({ user_id: 'u1' }, failed, owner)).toEqual({
      state: { kind: 'failed', message: 'Error generating video' },
      action: 'generate',
    });
  });
});
