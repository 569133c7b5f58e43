// Sizes a canvas for the device pixel ratio and paints it in CSS px whenever `paint` changes.
import { useLayoutEffect, useRef } from 'react';

export function useCanvas(
  widthPx: number,
  heightPx: number,
  paint: (ctx: CanvasRenderingContext2D) => void,
) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (canvas === null || ctx === null || ctx === undefined) return;
    const dpr = globalThis.devicePixelRatio > 0 ? globalThis.devicePixelRatio : 1;
    const w = Math.max(1, Math.round(widthPx * dpr));
    const h = Math.max(1, Math.round(heightPx * dpr));
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    paint(ctx);
  }, [widthPx, heightPx, paint]);
  return ref;
}
