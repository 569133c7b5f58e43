// Where each analysis frame is read. Normally at the time map's position for the frame's centre;
// around a transient, every frame whose window holds it reads the source 1:1 with the output
// (a "zone") with its phases reset, so the attack is reproduced exactly and lands exactly where
// the map puts it. The offset from the map ramps into and out of each zone within per-frame
// limits, so analysis hops stay positive and the phase vocoder stays accurate.
import type { FrameMap } from './time-map';

export interface FramePlan {
  /** Analysis window centre, in source frames. */
  position: number;
  /** True when the frame keeps its analysis phases (transient zones, first frame). */
  reset: boolean;
}

/** Transient zones are used only for vocoder speeds in this range. */
const ZONE_MIN_SPEED = 1 / 16;
const ZONE_MAX_SPEED = 4;
/** How far ahead (in frames) a coming transient is planned for. */
const LOOKAHEAD_FRAMES = 64;

interface Zone {
  /** Source frame of the onset. */
  x: number;
  /** Vocoder-time position of the onset. */
  ux: number;
  /** Centre of the first frame of the zone. */
  first: number;
  /** Frames with centres before this are in the zone. */
  end: number;
  /** Offset from the map at the first frame. */
  delta: number;
}

export class HopPlanner {
  private map: FrameMap | null = null;
  private ratio = 1;
  private transients: Float64Array = new Float64Array(0);
  /** Source positions of the transients are multiplied by this (a resampled source). */
  private transientScale = 1;
  private next = 0;
  private delta = 0;
  private zone: Zone = { x: 0, ux: 0, first: 0, end: 0, delta: 0 };
  private zoneActive = false;
  private pending: Zone = { x: 0, ux: 0, first: 0, end: 0, delta: 0 };
  private pendingActive = false;
  private readonly plan: FramePlan = { position: 0, reset: false };

  constructor(
    private readonly fftSize: number,
    private readonly hop: number,
  ) {}

  /**
   * Starts planning for frames from vocoder time `u` on. `ratio` is the vocoder time per output
   * frame (the pitch ratio); the map takes output frames to source frames.
   */
  start(
    map: FrameMap,
    ratio: number,
    transients: Float64Array,
    u: number,
    transientScale = 1,
  ): void {
    this.map = map;
    this.ratio = ratio;
    this.transients = transients;
    this.transientScale = transientScale;
    this.delta = 0;
    this.zoneActive = false;
    this.pendingActive = false;
    const from = map.sourceAt(u / ratio);
    let lo = 0;
    let hi = transients.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((transients[mid] as number) * transientScale < from) lo = mid + 1;
      else hi = mid;
    }
    this.next = lo;
  }

  /** The plan of the frame centred at vocoder time u; frames must come in order, one hop apart. */
  frame(u: number): FramePlan {
    const map = this.map as FrameMap;
    const base = map.sourceAt(u / this.ratio);
    const plan = this.plan;
    if (this.zoneActive && u < this.zone.end) {
      this.delta = this.zone.x + (u - this.zone.ux) - base;
      plan.position = Math.round(base + this.delta);
      plan.reset = true;
      return plan;
    }
    this.zoneActive = false;
    const speed = map.slopeAt(u / this.ratio) / this.ratio;
    if (!this.pendingActive) this.findPending(u, speed);
    if (this.pendingActive && u >= this.pending.first) {
      const z = this.zone;
      const p = this.pending;
      z.x = p.x;
      z.ux = p.ux;
      z.first = p.first;
      z.end = p.end;
      z.delta = p.delta;
      this.zoneActive = true;
      this.pendingActive = false;
      return this.frame(u);
    }
    const limitDown = 0.5 * speed * this.hop;
    const limitUp = Math.max(1, speed) * this.hop;
    const relaxed = toward(this.delta, 0, limitDown, limitUp);
    if (this.pendingActive) {
      const target = this.pending.delta;
      const steps = Math.max(1, Math.round((this.pending.first - u) / this.hop));
      const gap = target - relaxed;
      const reachable = gap < 0 ? -gap <= steps * limitDown : gap <= steps * limitUp;
      this.delta = reachable ? relaxed : this.delta + (target - this.delta) / (steps + 1);
      // Frames before a zone must not see the onset: their phases are not coherent with it.
      plan.position = Math.round(Math.min(base + this.delta, this.pending.x - this.fftSize / 2));
      plan.reset = false;
      return plan;
    }
    this.delta = relaxed;
    plan.position = Math.round(base + this.delta);
    plan.reset = false;
    return plan;
  }

  /** Looks for the next transient that can be given a zone, from the frame at u on. */
  private findPending(u: number, speed: number): void {
    if (speed < ZONE_MIN_SPEED || speed > ZONE_MAX_SPEED) return;
    const map = this.map as FrameMap;
    const half = this.fftSize / 2;
    const hop = this.hop;
    const limitDown = 0.5 * speed * hop;
    const limitUp = Math.max(1, speed) * hop;
    while (this.next < this.transients.length) {
      const x = (this.transients[this.next] as number) * this.transientScale;
      const ux = map.outputAt(x) * this.ratio;
      const first = (Math.floor((ux - half) / hop) + 1) * hop;
      if (first - u > LOOKAHEAD_FRAMES * hop) return;
      this.next++;
      // Too late to plan: the zone should already have begun.
      if (first <= u) continue;
      const delta = x + (first - ux) - map.sourceAt(first / this.ratio);
      const steps = Math.round((first - u) / hop) + 1;
      const gap = delta - this.delta;
      const feasible = gap < 0 ? -gap <= steps * limitDown : gap <= steps * limitUp;
      if (!feasible) continue;
      const p = this.pending;
      p.x = x;
      p.ux = ux;
      p.first = first;
      p.end = ux + half;
      p.delta = delta;
      this.pendingActive = true;
      return;
    }
  }
}

/** Moves value toward target by at most `down` (decreasing) or `up` (increasing). */
function toward(value: number, target: number, down: number, up: number): number {
  if (target < value) return Math.max(target, value - down);
  return Math.min(target, value + up);
}
