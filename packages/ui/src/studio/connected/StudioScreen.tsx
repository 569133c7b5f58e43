/**
 * StudioScreen: the connected studio. It opens a studio session for the request (a project, a
 * version, or the project made for a clip), with its ports filled from the SDK, and shows it
 * through StudioSessionView. Other parts plug in through its slots: the transport bar, the top
 * bar's extra controls (children) and the panels.
 */
import type { ReactNode } from 'react';
import { useCadenzaClock } from '@cadenza/sdk/react';
import type { LoadRequest, SessionPorts } from '@cadenza/studio-engine';
import { StudioCreatePanel } from '../generate/StudioCreatePanel';
import { useStudioGenerate } from '../generate/use-studio-generate';
import { StudioAudioControls, type StudioAudioOptions } from '../playback/StudioAudioControls';
import { StudioSessionView, type StudioPanelSlot } from './StudioSessionView';
import { useStudioSession } from './use-studio-session';
import type { AudioDecoder } from './waveforms';

export interface StudioScreenProps {
  /** What to open; null shows the empty studio. */
  readonly request: LoadRequest | null;
  readonly transport?: ReactNode;
  readonly panels?: Partial<Record<StudioPanelSlot, ReactNode>>;
  readonly children?: ReactNode;
  /** Replaces the SDK ports (stories, tests). */
  readonly ports?: SessionPorts;
  readonly decode?: AudioDecoder;
  /** Playback, recording and export through the worklet (the transport slot, when not given). */
  readonly audio?: StudioAudioOptions;
}

export function StudioScreen({
  request,
  ports,
  audio,
  transport,
  panels,
  ...rest
}: StudioScreenProps) {
  const clock = useCadenzaClock();
  const { session, snapshot } = useStudioSession(request, ports === undefined ? {} : { ports });
  // Generating in the timeline: the create panel (unless the host gives one) and its placeholders.
  const generate = useStudioGenerate(session, snapshot);
  const controls =
    session === null || audio === undefined ? undefined : (
      <StudioAudioControls session={session} clock={clock} {...audio} />
    );
  return (
    <StudioSessionView
      session={session}
      snapshot={snapshot}
      clock={clock}
      transport={transport ?? controls}
      panels={{ create: <StudioCreatePanel generate={generate} />, ...panels }}
      timelineOverlay={generate.overlay}
      unheardTakeLaneIds={generate.unheardTakeLaneIds}
      {...rest}
    />
  );
}
