// The review's score graph as SVG, from the review alone: the score of each position (first side up),
// squashed so a won game does not flatten the rest, the marked moves as dots in their colour, and the
// position shown as a cursor. Colours come from style.css classes, so both themes read it.
import { squash, type Judgement, type Review } from '../state/review';

/** The drawing's height in its own units; its width follows the element's (GraphInput.width), so marks stay round. */
export const GRAPH = { height: 80, padX: 4, padY: 6 } as const;
const SVG = 'http://www.w3.org/2000/svg';

export interface GraphInput {
  review: Review;
  marks: readonly (Judgement | null)[];
  /** The graph's scale: the lead drawn at about three quarters of the half-height. */
  scale: number;
  /** The ply the board shows, marked by the cursor. */
  shown: number;
  /** Labels for the top and bottom halves: 'Black better', 'White better'. */
  top: string;
  bottom: string;
  /** The drawing's width in the units of GRAPH.height: the element's width over its height times that. */
  width: number;
  /** A mark's tooltip: '12. Nf3 · Blunder'. */
  markTitle(k: number, mark: Judgement): string;
}

/** The x of position k among `total` moves, in the graph's units. */
export function graphX(k: number, total: number, width: number): number {
  const { padX } = GRAPH;
  return padX + (total === 0 ? 0 : (k / total) * (width - 2 * padX));
}

/** The y of a score (first side's view): the middle for 0, up for the first side. */
export function graphY(score: number, scale: number): number {
  const { height, padY } = GRAPH;
  return height / 2 - squash(score, scale) * (height / 2 - padY);
}

/** The ply a click at `fraction` (0..1 across the drawing) stands for: the nearest position. */
export function plyAtFraction(fraction: number, total: number, width: number): number {
  const { padX } = GRAPH;
  const x = fraction * width;
  const k = Math.round(((x - padX) / (width - 2 * padX)) * total);
  return Math.max(0, Math.min(total, k));
}

function node<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  cls: string,
): SVGElementTagNameMap[K] {
  const n = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) n.setAttribute(name, String(value));
  n.setAttribute('class', cls);
  return n;
}

export function drawGraph(svg: SVGSVGElement, g: GraphInput): void {
  const { height } = GRAPH;
  const width = g.width;
  const total = g.review.moves.length;
  const mid = height / 2;
  const points = g.review.scores.map((s, k) => [graphX(k, total, width), graphY(s, g.scale)] as const);
  const parts: SVGElement[] = [node('rect', { x: 0, y: 0, width, height, rx: 6 }, 'g-bg')];
  parts.push(node('line', { x1: 0, y1: mid, x2: width, y2: mid }, 'g-mid'));
  const label = (text: string, y: number): SVGTextElement => {
    const n = node('text', { x: 6, y }, 'g-label');
    n.textContent = text;
    return n;
  };
  parts.push(label(g.top, 13), label(g.bottom, height - 6));
  if (points.length > 0) {
    const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
    const first = points[0]!;
    const last = points[points.length - 1]!;
    parts.push(
      node(
        'path',
        { d: `M${first[0].toFixed(1)},${mid} L${line.replace(/ /g, ' L')} L${last[0].toFixed(1)},${mid} Z` },
        'g-area',
      ),
    );
    parts.push(node('polyline', { points: line }, 'g-line'));
  }
  if (g.shown <= total) {
    const x = graphX(g.shown, total, width);
    parts.push(node('line', { x1: x, y1: 2, x2: x, y2: height - 2 }, 'g-cursor'));
  }
  g.marks.forEach((mark, k) => {
    const p = points[k + 1];
    if (!mark || !p) return;
    const dot = node('circle', { cx: p[0], cy: p[1], r: 3.6 }, `g-mark mark-${mark}`);
    dot.dataset['ply'] = String(k + 1);
    const title = document.createElementNS(SVG, 'title');
    title.textContent = g.markTitle(k, mark);
    dot.append(title);
    parts.push(dot);
  });
  svg.replaceChildren(...parts);
}
