// The panel's head: the game's name, the players' cards (score, whose turn, the winner), the status line of the
// position shown (a past one marked as past), the variant and the opening, the thinking and hint lines, and the
// result. It only reads state: nothing here is pressed.
import type { GameDef } from '../games/types';
import { sideName, t } from '../i18n';
import { isComputerSide, resultFor } from '../state/turns';
import type { State } from '../state/state';
import type { Side } from '../vocabulary';
import { shownState } from '../state/walk';
import { hintText, thinkingText } from './indicator';
import { el, setText, setWords, show } from '../dom';

function playerRole(state: State, side: Side): string {
  // A shared game's players are whoever played it.
  if (state.viewing) return '';
  if (isComputerSide(state.settings, side)) return t(state.lang, 'computer');
  return t(state.lang, state.settings.mode === 'hvc' ? 'you' : 'player');
}

/** The status line of the position shown: the live game's, or a past one's, marked as past. */
function turnText(state: State, game: GameDef): string {
  if (!state.ready) return t(state.lang, 'loading');
  const shown = shownState(state);
  if (shown.status.over) return t(state.lang, 'gameOver');
  const colour = game.colours[shown.status.toMove];
  const side = t(state.lang, colour === 'black' ? 'toMoveBlack' : 'toMoveWhite');
  if (state.past) return side;
  return state.paused ? `${side} · ${t(state.lang, 'paused')}` : side;
}

export function createStatusUi(): { update(state: State, game: GameDef): void } {
  const gameName = el('#game-name');
  const panel = el('.panel');
  const pastMark = el('[data-testid="past-mark"]');
  const players = [el('#player-0'), el('#player-1')] as const;
  const scores = [el('#player-0 .count'), el('#player-1 .count')] as const;
  const discs = [el('#player-0 .disc'), el('#player-1 .disc')] as const;
  const turn = el('[data-testid="turn"]');
  const variantLine = el('[data-testid="variant"]');
  const openingLine = el('[data-testid="opening"]');
  const thinking = el('[data-testid="thinking"]');
  const thinkingLabel = el('#thinking-text');
  const hintLine = el('[data-testid="hint-line"]');
  const hintLabel = el('#hint-text');
  const resultBanner = el('#result-banner');
  const result = el('[data-testid="result"]');
  let gameShown = '';

  /** The game's name and its sides' colours, when the game or the language changes. */
  const updateGame = (state: State, game: GameDef): void => {
    const key = `${game.id}|${state.lang}`;
    if (key === gameShown) return;
    gameShown = key;
    setText(gameName, game.strings[state.lang].name);
    ([0, 1] as const).forEach((side) => {
      const colour = game.colours[side];
      scores[side].dataset['testid'] = `score-${colour}`;
      discs[side].className = `disc disc-${colour} disc-${game.id}`;
    });
  };

  return {
    update(state: State, game: GameDef): void {
      updateGame(state, game);
      // The cards and the status follow the position shown: a past one while the player looks back.
      const shown = shownState(state);
      panel.classList.toggle('past', state.past !== null);
      show(pastMark, state.past !== null);
      setText(pastMark, state.past ? t(state.lang, 'pastPosition') : '');
      const score = game.score(shown.status);
      ([0, 1] as const).forEach((side) => {
        const card = players[side];
        setText(scores[side], score[side]);
        card.classList.toggle('to-move', state.ready && !shown.status.over && shown.status.toMove === side);
        card.classList.toggle('winner', shown.status.over && shown.status.winner === side);
        setText(el(`#player-${side} .player-name`), sideName(state.lang, game.colours[side]));
        setText(el(`#player-${side} .player-role`), playerRole(state, side));
      });

      setText(turn, turnText(state, game));
      // The variant played (Reversi's 6 × 6, black hole, anti: fewest discs wins), above the turn.
      const variant = state.variant === null ? '' : (game.variants?.describe?.(state.lang, state.variant) ?? '');
      show(variantLine, variant !== '');
      setText(variantLine, variant);
      // The opening of the position shown (the walked-back one while looking back), as players name it.
      const opening = shownState(state).opening?.[state.lang] ?? '';
      show(openingLine, opening !== '');
      setText(openingLine, opening === '' ? '' : t(state.lang, 'openingLine', { name: opening }));
      show(thinking, state.thinking !== null);
      setText(thinkingLabel, state.thinking ? thinkingText(state, game, state.thinking) : '');
      // A selective search's depth says so in words; how sure its cuts are is in the tooltip.
      const selective = state.thinking !== null && state.thinking.depth > 0 && state.thinking.selectivity < 100;
      thinkingLabel.title =
        selective && state.thinking ? t(state.lang, 'selectiveTitle', { selectivity: state.thinking.selectivity }) : '';
      // The analysis lists its lines, the best first: the hint line would say its first again.
      show(hintLine, state.hint !== null && !state.analysis.on);
      setWords(hintLabel, state.hint ? hintText(state, game, state.hint) : '');
      hintLabel.title = hintLabel.dataset['text'] ?? '';

      const over = state.status.over;
      show(resultBanner, over);
      show(result, over);
      setText(result, over ? game.result(state.lang, state.status, resultFor(state)) : '');
    },
  };
}
