// Looking a clip up by id across tracks and take lanes, with its track and position.
import type { StudioClip, StudioProjectState, Track } from '@cadenza/studio-engine';

export interface FoundClip {
  clip: StudioClip;
  track: Track;
  trackIndex: number;
}

export function findClip(project: StudioProjectState, clipId: string): FoundClip | null {
  for (const [trackIndex, track] of project.tracks.entries()) {
    const lanes = [track.clips, ...track.takeLanes.map((lane) => lane.clips)];
    for (const clips of lanes) {
      const clip = clips.find((c) => c.id === clipId);
      if (clip !== undefined) return { clip, track, trackIndex };
    }
  }
  return null;
}
