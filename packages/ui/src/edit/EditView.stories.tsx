import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { EditRange, EditTool } from '@cadenza/sdk';
import { editModeProject, editSelectionBeats, sequentialIds } from '@cadenza/studio-engine';
import { timelineSelection } from '../studio/connected/intent-actions';
import { fixturePeaks } from '../studio/fixtures/peaks';
import { TimelineHarness } from '../studio/fixtures/TimelineHarness';
import { EditHomeView } from './EditHomeView';
import { EditFinish } from './EditFinish';
import { EditOutcome } from './EditOutcome';
import { EditStatePanel } from './EditStatePanel';
import { EditView, type EditViewProps } from './EditView';
import { extendOverlay } from './ExtendMarker';
import { EDIT_LABELS } from './labels';
import { LegacyEditorView } from './LegacyEditorView';
import { editReducer, initialEditState, openingSelection, type EditState } from './edit-state';

/** A fixture song (24 s at 120 bpm) with its synthetic waveform. */
const CLIP = { id: 'song-a', title: 'Harbour at Dawn', durationS: 24, modelTier: 'V4.5+' };
const PEAKS = fixturePeaks();

/** A deterministic waveform: a swelling verse and chorus. */
const bars = (count: number) =>
  Float32Array.from({ length: count }, (_, i) => {
    const t = i / Math.max(1, count);
    return 0.25 + 0.6 * Math.abs(Math.sin(t * 23)) * (0.5 + 0.5 * Math.sin(t * 3.1));
  });

/**
 * The studio timeline in edit mode's one-track form, with the edit range selected (and, with the
 * extend tool, the extend start's marker).
 */
function EditTrack({
  selection,
  extendStartS = null,
}: {
  selection: EditRange | null;
  extendStartS?: number | null;
}) {
  const base = editModeProject({ ...CLIP, avgBpm: 120 }, sequentialIds('e-'));
  const project = {
    ...base,
    selection: { ...base.selection, ...editSelectionBeats(base, selection) },
  };
  const shown = timelineSelection(project);
  return (
    <TimelineHarness
      project={project}
      heightPx={216}
      pxPerBeat={16}
      snap={{ enabled: false, multiplier: 1 }}
      selection={shown.selection}
      selectedClipIds={shown.selectedClipIds}
      playheadBeats={0}
      audio={PEAKS.audio}
      peaks={PEAKS.peaks}
      onIntent={fn()}
      sidebar={false}
      {...(extendStartS === null
        ? {}
        : {
            overlay: extendOverlay(project.timing, {
              startS: extendStartS,
              durationS: CLIP.durationS,
              onChange: fn(),
            }),
          })}
    />
  );
}

function stateFor(tool: EditTool, patch: Partial<EditState> = {}): EditState {
  const base = initialEditState(CLIP.durationS, tool, openingSelection(tool, CLIP.durationS));
  return { ...base, ...patch };
}

function viewArgs(state: EditState, extra: Partial<EditViewProps> = {}): EditViewProps {
  return {
    clip: CLIP,
    state,
    track: (
      <EditTrack
        selection={state.settings.selection}
        extendStartS={state.settings.tool === 'extend' ? state.settings.extendStartS : null}
      />
    ),
    dispatch: fn(),
    ready: true,
    infillGate: null,
    adjustProblem: null,
    adjustTitle: '',
    onAdjustTitle: fn(),
    replaceLyrics: '',
    onReplaceLyrics: fn(),
    onRun: fn(),
    onReplace: fn(),
    onExtend: fn(),
    onAdjust: fn(),
    onUpsell: fn(),
    outcome: (
      <EditOutcome
        state={state}
        fallbackTitle={CLIP.title}
        dispatch={fn()}
        onPlay={fn()}
        editHref={(id) => `/edit/${id}`}
        songHref={(id) => `/song/${id}`}
      />
    ),
    coverHref: '/create?remix_clip=clip-1&remix_type=cover',
    backHref: '/edit',
    legacyHref: '/edit-legacy/clip-1',
    ...extra,
  };
}

const meta = {
  title: 'Edit/EditView',
  component: EditView,
  args: viewArgs(stateFor('crop')),
} satisfies Meta<typeof EditView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The song menu's Crop: the whole clip selected, its handles shown. */
export const CropCard: Story = {};
/** Before 5 s: no 'Open in Legacy Editor' yet. */
export const Opening: Story = {
  args: viewArgs(stateFor('crop'), { legacyHref: null }),
};
export const FadeCard: Story = { args: viewArgs(stateFor('fade')) };
export const SpeedCard: Story = {
  args: viewArgs(
    editReducer(stateFor('speed'), {
      type: 'settings',
      patch: { speedFactor: 0.8, changeTempoOnly: true },
    }),
  ),
};
/** An upload: the speed remix is refused with the spec's message. */
export const SpeedOfUpload: Story = {
  args: viewArgs(stateFor('speed'), {
    adjustProblem: 'Cannot adjust speed of uploaded audio and its derivatives',
  }),
};
/** The song menu's Replace Section: 6 s ready to replace. */
export const ReplaceCard: Story = { args: viewArgs(stateFor('replace')) };
export const ReplaceTooShort: Story = {
  args: viewArgs(editReducer(stateFor('replace'), { type: 'select', from: 10, to: 12 }), {
    infillGate: { kind: 'too-short' },
    ready: false,
  }),
};
export const ReplaceUpsell: Story = {
  args: viewArgs(stateFor('replace'), { infillGate: { kind: 'upsell' }, ready: false }),
};
/**
 * 'Select time to extend your clip from', at the default start (a 24 s song: duration − 5), its
 * marker on the track at the same time.
 */
export const ExtendCard: Story = { args: viewArgs(stateFor('extend')) };
/** The extend start moved on the track to 8 s: the card's field says the same. */
export const ExtendMarkerMoved: Story = {
  args: viewArgs(editReducer(stateFor('extend'), { type: 'settings', patch: { extendStartS: 8 } })),
};
export const Working: Story = {
  args: viewArgs(stateFor('crop', { pending: { kind: 'crop' } })),
};
export const Failed: Story = {
  args: viewArgs(stateFor('fade', { error: 'An error occurred. Please try again.' })),
};
export const NewClipReady: Story = {
  args: viewArgs(
    editReducer(stateFor('crop'), {
      type: 'finished',
      clip: { id: 'clip-2', title: 'Harbour at Dawn (edit)' },
      kind: 'edit',
    }),
  ),
};

const replaced = editReducer(
  editReducer(stateFor('replace'), { type: 'started', pending: { kind: 'replace' } }),
  {
    type: 'finished',
    clip: { id: 'clip-3', title: 'Harbour at Dawn (section)' },
    kind: 'generation',
  },
);
const finishArgs = {
  offer: { clipId: 'clip-3', title: 'Harbour at Dawn (section)', isInfill: true },
  offerReady: true,
  candidates: [
    { id: CLIP.id, title: EDIT_LABELS.mergeOriginal(CLIP.title), ready: true },
    { id: 'clip-3', title: 'Harbour at Dawn (section)', ready: true },
  ],
  chosen: [] as string[],
  busy: false,
  onConcat: fn(),
  onToggleMerge: fn(),
  onMerge: fn(),
};
/** After a replace: 'Confirm Section' makes one song of it (concat/v2 with is_infill). */
export const ConfirmSection: Story = {
  args: viewArgs(replaced, { finish: <EditFinish {...finishArgs} /> }),
};
/**
 * After an extension, still being made: 'Get Full Song' waits for it and it cannot be merged yet;
 * two clips chosen to merge.
 */
export const GetFullSongAndMerge: Story = {
  args: viewArgs(replaced, {
    finish: (
      <EditFinish
        {...finishArgs}
        offer={{ clipId: 'clip-4', title: 'Harbour at Dawn (extended)', isInfill: false }}
        offerReady={false}
        candidates={[
          ...finishArgs.candidates,
          { id: 'clip-4', title: 'Harbour at Dawn (extended)', ready: false },
        ]}
        chosen={['clip-3', CLIP.id]}
      />
    ),
  }),
};

export const Legacy: StoryObj<typeof LegacyEditorView> = {
  render: () => {
    const state = stateFor('crop');
    return (
      <LegacyEditorView
        clip={CLIP}
        state={state}
        bars={bars}
        dispatch={fn()}
        onRun={fn()}
        editorHref="/edit/clip-1"
        outcome={null}
      />
    );
  },
};

export const NotComplete: StoryObj<typeof EditStatePanel> = {
  render: () => (
    <EditStatePanel state={{ kind: 'not-complete', title: CLIP.title }} backHref="/edit" />
  ),
};
export const NotFound: StoryObj<typeof EditStatePanel> = {
  render: () => <EditStatePanel state={{ kind: 'not-found' }} backHref="/edit" />,
};
export const Loading: StoryObj<typeof EditStatePanel> = {
  render: () => <EditStatePanel state={{ kind: 'loading' }} backHref="/edit" />,
};
export const Home: StoryObj<typeof EditHomeView> = {
  render: () => (
    <EditHomeView
      clips={[
        { id: 'a', title: 'Harbour at Dawn', durationS: 154 },
        { id: 'b', title: 'Late Night Drives', durationS: 201.4 },
      ]}
      editHref={(id) => `/edit/${id}`}
      createHref="/create"
    />
  ),
};
