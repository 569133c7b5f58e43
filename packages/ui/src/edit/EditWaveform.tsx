/**
 * The one track of edit mode (2-studio §2, §3: height 160 in edit): the clip's waveform drawn on a
 * canvas, with the waveform selector: a drag selects a range in 0.2 s steps (quantised by the
 * reducer), Escape clears it, and the extend start shows as a marker.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { EditRange } from '@cadenza/sdk';
import { cx } from '../utils/cx';
import { EDIT_LABELS as L } from './labels';
import { formatEditTime } from './edit-state';
import { timeAt } from './waveform-bars';
import * as styles from './Edit.css';

export interface EditWaveformProps {
  readonly title: string;
  readonly durationS: number;
  /** Bar heights 0..1 for the drawn width, or null while they load. */
  readonly bars: ((count: number) => Float32Array) | null;
  readonly selection: EditRange | null;
  readonly marker?: number | null;
  readonly disabled?: boolean;
  readonly onSelect: (from: number, to: number) => void;
  readonly onClear: () => void;
}

const BAR_PX = 3;

function draw(canvas: HTMLCanvasElement, bars: (count: number) => Float32Array) {
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (context === null) return;
  context.scale(ratio, ratio);
  context.clearRect(0, 0, width, height);
  context.fillStyle = getComputedStyle(canvas).color;
  const peaks = bars(Math.floor(width / BAR_PX));
  const middle = height / 2;
  for (let i = 0; i < peaks.length; i++) {
    const h = Math.max(1, (peaks[i] ?? 0) * (height - 16));
    context.fillRect(i * BAR_PX, middle - h / 2, BAR_PX - 1, h);
  }
}

export function EditWaveform(props: EditWaveformProps) {
  const { durationS, bars, selection, marker = null, disabled = false } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const drag = useRef<number | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (element === null) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (canvas.current !== null && bars !== null && width > 0) draw(canvas.current, bars);
  }, [bars, width]);

  const at = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return timeAt(event.clientX - box.left, box.width, durationS);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = at(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current !== null) props.onSelect(drag.current, at(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current !== null) props.onSelect(drag.current, at(event));
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && selection !== null) {
      event.preventDefault();
      props.onClear();
    }
  };

  const percent = (s: number) => `${durationS > 0 ? (s / durationS) * 100 : 0}%`;
  return (
    <div>
      <div
        role="group"
        tabIndex={0}
        aria-label={L.waveform(props.title)}
        aria-disabled={disabled || undefined}
        data-testid="edit-track"
        className={styles.track}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        <canvas ref={canvas} className={cx(styles.canvas, styles.waveColor)} aria-hidden />
        {bars === null ? <p className={styles.trackStatus}>{L.waveformLoading}</p> : null}
        {selection !== null ? (
          <div
            className={styles.selection}
            data-testid="edit-selection"
            style={{
              left: percent(selection.start),
              width: percent(selection.end - selection.start),
            }}
          />
        ) : null}
        {marker !== null ? (
          <div className={styles.marker} style={{ left: percent(marker) }} aria-hidden />
        ) : null}
      </div>
      <div className={styles.ruler} aria-hidden>
        <span>{formatEditTime(0)}</span>
        <span>{formatEditTime(durationS / 2)}</span>
        <span>{formatEditTime(durationS)}</span>
      </div>
    </div>
  );
}
