// Plans seen through a window: events moved so that `fromS` becomes time 0 (events starting
// before it are dropped), and plans filtered to some layers or cut at a time.
import type { PlanEvents, SongPlan } from './types';

type EventList = PlanEvents[keyof PlanEvents];

function mapEvents(
  events: PlanEvents,
  f: <T extends { beat: number }>(list: T[]) => T[],
): PlanEvents {
  return {
    drums: f(events.drums),
    percussion: f(events.percussion),
    bass: f(events.bass),
    chords: f(events.chords),
    lead: f(events.lead),
    voice: f(events.voice),
    backing: f(events.backing),
  };
}

/** The plan as heard from `fromS` on: bar 0 then starts at offsetS - fromS. */
export function shiftPlan(plan: SongPlan, fromS: number): SongPlan {
  if (fromS === 0 && plan.offsetS === 0) return plan;
  const shiftBeats = ((plan.offsetS - fromS) * plan.bpm) / 60;
  return {
    ...plan,
    offsetS: 0,
    lengthS: Math.max(0, plan.lengthS - fromS),
    events: mapEvents(plan.events, (list) =>
      list
        .filter((e) => e.beat + shiftBeats >= 0)
        .map((e) => ({ ...e, beat: e.beat + shiftBeats })),
    ),
  };
}

/** Events that start before (or at/after) a beat. */
export function eventsBefore(events: PlanEvents, beat: number, before: boolean): PlanEvents {
  return mapEvents(events, (list) => list.filter((e) => e.beat < beat === before));
}

export function concatEvents(a: PlanEvents, b: PlanEvents): PlanEvents {
  const out = mapEvents(a, (list) => [...list]);
  for (const key of Object.keys(out) as (keyof PlanEvents)[])
    (out[key] as EventList[number][]).push(...b[key]);
  return out;
}

export function emptyEvents(): PlanEvents {
  return { drums: [], percussion: [], bass: [], chords: [], lead: [], voice: [], backing: [] };
}
