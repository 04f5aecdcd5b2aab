// The analysis board's panel: the Analysis button, how many lines, and the lines themselves, best first, each
// with its value in the game's unit for the side to move, its depth (or "exact", or the book's) and its moves
// in the game's notation. Pointing at a line (or focusing it) shows its move on the board above the others;
// choosing it plays the move where the player may play (the live game, their turn). Reads state, writes the
// DOM; actions go out through AnalysisActions.
import type { GameDef } from '../games/types';
import { sideName, t } from '../i18n';
import { analysisLines, canHint } from '../state/analysis';
import type { HintMove, State } from '../state/state';
import { isComputerTurn, isHumanTurn } from '../state/turns';
import { shownState } from '../state/walk';
import { rt } from '../play/review-strings';
import { el, setText, show } from '../dom';
import { line, scoreWords } from './indicator';
import type { Lang } from '../vocabulary';

export interface AnalysisActions {
  toggleAnalysis(): void;
  setAnalysisLines(n: number): void;
  pointLine(index: number | null): void;
  playLine(index: number): void;
}

/** A line as the list shows it: its value, where the value comes from, and its moves. */
function lineParts(lang: Lang, game: GameDef, depth: number, m: HintMove): [string, string, string] {
  const source = m.book ? t(lang, 'book') : m.exact ? '' : t(lang, 'depth', { depth });
  return [scoreWords(lang, game, m.value, m.exact), source, line(lang, game, m.pv)];
}

/** Why the analysis shows no line: it has just begun, the computer moves, the game is over there, or the engine is busy. */
function note(state: State): string {
  if (!state.analysis.on) return '';
  if (state.hint) return state.hint.depth === 0 ? `${t(state.lang, 'thinking')}…` : '';
  if (isComputerTurn(state)) return rt(state.lang, 'analysisWaits');
  if (!canHint(state)) return rt(state.lang, 'analysisOver');
  return rt(state.lang, 'analysisIdle');
}

/** `current`: the game open, if any, which the panel's controls act on. */
export function createAnalysisUi(current: () => AnalysisActions | null): {
  update(state: State, game: GameDef): void;
} {
  const button = el<HTMLButtonElement>('[data-testid="analysis"]');
  const panel = el('[data-testid="analysis-panel"]');
  const side = el('#analysis-side');
  const countLabel = el('#analysis-count-label');
  const count = el<HTMLSelectElement>('[data-testid="analysis-line-count"]');
  const noteText = el('[data-testid="analysis-note"]');
  const list = el<HTMLOListElement>('[data-testid="analysis-lines"]');
  let shownList = '';

  button.addEventListener('click', () => current()?.toggleAnalysis());
  count.addEventListener('change', () => current()?.setAnalysisLines(Number(count.value)));
  const lineIndex = (e: Event): number | null => {
    const item = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-line]') : null;
    return item ? Number(item.dataset['line']) : null;
  };
  list.addEventListener('click', (e) => {
    const i = lineIndex(e);
    if (i !== null) current()?.playLine(i);
  });
  list.addEventListener('pointerover', (e) => current()?.pointLine(lineIndex(e)));
  list.addEventListener('pointerleave', () => current()?.pointLine(null));
  list.addEventListener('focusin', (e) => current()?.pointLine(lineIndex(e)));
  list.addEventListener('focusout', (e) => {
    if (!(e.relatedTarget instanceof Node && list.contains(e.relatedTarget))) current()?.pointLine(null);
  });

  return {
    update(state: State, game: GameDef): void {
      const lang = state.lang;
      const on = state.analysis.on;
      setText(button, rt(lang, 'analysis'));
      button.title = rt(lang, 'analysisTitle');
      button.setAttribute('aria-pressed', String(on));
      show(panel, on);
      if (!on) return;
      const toMove = shownState(state).status.toMove;
      setText(side, rt(lang, 'analysisSide', { side: sideName(lang, game.colours[toMove]) }));
      setText(countLabel, rt(lang, 'analysisLines'));
      if (count.value !== String(state.analysis.lines)) count.value = String(state.analysis.lines);
      const why = note(state);
      show(noteText, why !== '');
      setText(noteText, why);

      const lines = analysisLines(state);
      const depth = state.hint?.depth ?? 0;
      const playable = !state.past && !state.viewing && isHumanTurn(state);
      const key = JSON.stringify([lang, depth, playable, lines.map((m) => [m.move, m.value, m.exact, m.book, m.pv])]);
      if (key === shownList) return;
      shownList = key;
      list.replaceChildren(
        ...lines.map((m, i) => {
          const [score, source, moves] = lineParts(lang, game, depth, m);
          const item = document.createElement('li');
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'analysis-line';
          b.dataset['line'] = String(i);
          const notation = m.pv[0] ?? m.move;
          const first = game.moveText?.(lang, notation) ?? notation;
          b.title = rt(lang, playable ? 'analysisPlay' : 'analysisShow', { move: first });
          b.setAttribute('aria-disabled', String(!playable));
          const parts: [string, string][] = [
            ['line-score', score],
            ['line-source', source],
            ['line-moves', moves],
          ];
          // The parts read (and are read aloud) as the hint line does: 'value · depth · moves'.
          const spans = parts
            .filter(([, text]) => text !== '')
            .map(([cls, text]) => {
              const span = document.createElement('span');
              span.className = cls;
              span.textContent = text;
              return span;
            });
          b.append(...spans.flatMap((span, j) => (j === 0 ? [span] : [' · ', span])));
          item.append(b);
          return item;
        }),
      );
    },
  };
}
