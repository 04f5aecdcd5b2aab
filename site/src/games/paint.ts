// Canvas helpers both games' views use: the rounded frame, the coordinates around the field, and a
// path with an arrowhead through square centres.
import { edgeLabels, FRAME, squareCenter, type Geometry } from '../squares/geometry';

export function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  roundRectPath(ctx, x, y, w, h, r);
}

/** A rounded rectangle added to the current path (a piece drawn as several shapes fills them at once). */
export function roundRectPath(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** A board's frame: its gradient from top to bottom, and the colour of the coordinates on it. */
export interface FramePalette {
  top: string;
  bottom: string;
  coords: string;
}

/** The frame as a vertical gradient with rounded corners. */
export function paintFrame(ctx: CanvasRenderingContext2D, g: Geometry, palette: FramePalette): void {
  const frame = ctx.createLinearGradient(0, 0, 0, g.size);
  frame.addColorStop(0, palette.top);
  frame.addColorStop(1, palette.bottom);
  ctx.fillStyle = frame;
  roundRect(ctx, 0, 0, g.size, g.size, g.size * 0.022);
  ctx.fill();
}

/** File letters above and below the field, rank numbers left and right, as the board is turned. */
export function paintCoords(ctx: CanvasRenderingContext2D, g: Geometry, color: string): void {
  const { size, left, top, cell } = g;
  const { files, ranks } = edgeLabels(g);
  const frame = size * FRAME;
  ctx.fillStyle = color;
  // Two-digit ranks (10..19) need a smaller font to fit the frame and the square.
  const font = Math.min(Math.max(9, frame * 0.52), cell * 0.5);
  ctx.font = `600 ${font}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Centred in a frame's width beside the field (a field narrower than the board has wider margins).
  const above = top - frame / 2;
  const below = size - top + frame / 2;
  const leftOf = left - frame / 2;
  const rightOf = size - left + frame / 2;
  files.forEach((label, col) => {
    const mid = left + (col + 0.5) * cell;
    ctx.fillText(label, mid, above);
    ctx.fillText(label, mid, below);
  });
  ranks.forEach((label, row) => {
    const mid = top + (row + 0.5) * cell;
    ctx.fillText(label, leftOf, mid);
    ctx.fillText(label, rightOf, mid);
  });
}

/** A polyline through the squares' centres with an arrowhead on the last one. */
export function paintPath(
  ctx: CanvasRenderingContext2D,
  g: Geometry,
  path: readonly number[],
  color: string,
  width: number,
): void {
  if (path.length < 2) return;
  const pts = path.map((sq) => squareCenter(g, sq));
  const end = pts[pts.length - 1];
  const prev = pts[pts.length - 2];
  if (!end || !prev) return;
  const angle = Math.atan2(end.y - prev.y, end.x - prev.x);
  const head = width * 2.6;
  // The line stops where the head starts so the translucent colours do not add up.
  const tipBack = { x: end.x - Math.cos(angle) * head, y: end.y - Math.sin(angle) * head };
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  pts.slice(0, -1).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.lineTo(tipBack.x, tipBack.y);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(end.x, end.y);
  ctx.lineTo(
    tipBack.x + Math.cos(angle + Math.PI / 2) * head * 0.62,
    tipBack.y + Math.sin(angle + Math.PI / 2) * head * 0.62,
  );
  ctx.lineTo(
    tipBack.x + Math.cos(angle - Math.PI / 2) * head * 0.62,
    tipBack.y + Math.sin(angle - Math.PI / 2) * head * 0.62,
  );
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** Colour stops of a gradient: [offset 0..1, colour]. */
export type Stops = readonly (readonly [number, string])[];

/** The lit top face of a round piece at (x, y), radius r: a radial gradient from its highlight at light. */
export function litFace(
  ctx: CanvasRenderingContext2D,
  light: { x: number; y: number },
  x: number,
  y: number,
  r: number,
  stops: Stops,
): CanvasGradient {
  const grad = ctx.createRadialGradient(light.x, light.y, r * 0.05, x, y, r * 1.05);
  for (const [at, colour] of stops) grad.addColorStop(at, colour);
  return grad;
}

/** Seeded pseudo-random numbers in [0, 1), so textures never shimmer between redraws. */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}
