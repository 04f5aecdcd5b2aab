// The panel's controls: the level, the game's own options beside it (where it declares some), the buttons
// (undo, redo, new game with its dialog, flip, hint, move numbers, forbidden points marked, resume a paused computer game, the move the
// game offers for the picked piece), the player's rating under the level when "match my strength" is on, and
// its history's dialog. The levels are the game's ladder; their names follow the language.
import type { GameDef } from '../games/types';
import { formatChange, levelLabel, t } from '../i18n';
import type { Level } from '../vocabulary';
import { clampLevel, measuredElo } from '../state/ladder';
import { canHint } from '../state/analysis';
import { optionValue, pageOptions } from '../state/options';
import { redoCount, undoCount, undoRestores } from '../state/turns';
import type { Settings, State } from '../state/state';
import { createNewGameDialog } from './new-game-ui';
import { optionRows as createOptionRows, showOption } from './option-controls';
import { drawLevelOptions, ratingText } from './level-options';
import { el, setText, show } from '../dom';

/** What the controls do to the game open (part of GameActions). */
export interface ControlActions {
  /** `start`: the start position the dialog's variant choices made (e.g. '10 freestyle:'), or null for the game's standard one. */
  newGame(settings: Settings, start: string | null): void;
  /** Sets one of the game's own options the panel offers (Session.options()), e.g. ('aggressiveness', 0.6). */
  setOption(name: string, value: number): void;
  toggleMoveNumbers(): void;
  /** Marks the points the rule forbids the side to move (renju's fouls), or stops marking them. */
  toggleForbiddenMarks(): void;
  /** The Hint button: shows or hides the hints. */
  toggleHint(): void;
  undo(): void;
  redo(): void;
  resume(): void;
  flip(): void;
  setLevel(level: Level): void;
  /** Plays the move the game offers for the picked piece (GameDef.pickedMove: draughts' capture round a ring). */
  playPicked(): void;
  /** The start position a value of each variant choice makes; null for a game without variants. */
  variantStart(values: Readonly<Record<string, string>>): string | null;
  /** The variant values a start position is in; null for none. */
  variantOf(start: string): Record<string, string> | null;
}

/** `current`: the game open, if any, which the controls act on. */
export function createControlsUi(current: () => ControlActions | null): {
  update(state: State, game: GameDef): void;
} {
  const levelSelect = el<HTMLSelectElement>('[data-testid="level"]');
  const levelRow = el('.controls > .level');
  // Every step of a slider takes effect (from the computer's next move) and is saved.
  const optionRows = createOptionRows(levelRow, '', 'option-range', (control) =>
    current()?.setOption(control.spec.name, Number(control.input.value)),
  );
  const moveNumbersBtn = el<HTMLButtonElement>('[data-testid="move-numbers"]');
  const forbiddenBtn = el<HTMLButtonElement>('[data-testid="forbidden-marks"]');
  const undoBtn = el<HTMLButtonElement>('[data-testid="undo"]');
  const redoBtn = el<HTMLButtonElement>('[data-testid="redo"]');
  const hintBtn = el<HTMLButtonElement>('[data-testid="hint"]');
  const resume = el<HTMLButtonElement>('#resume');
  const pickedBtn = el<HTMLButtonElement>('[data-testid="circle-capture"]');
  const ratingRow = el('[data-testid="player-rating-row"]');
  const ratingLine = el('[data-testid="player-rating"]');
  const ratingDialog = el<HTMLDialogElement>('#rating-dialog');
  /** The state last shown, for the rating's dialog. */
  let shownState: State | null = null;

  const newGame = createNewGameDialog((settings, start) => current()?.newGame(settings, start), {
    start: (values) => current()?.variantStart(values) ?? null,
    of: (start) => current()?.variantOf(start) ?? null,
  });
  el('[data-testid="new-game"]').addEventListener('click', () => newGame.open());
  el('#result-new').addEventListener('click', () => newGame.open());
  moveNumbersBtn.addEventListener('click', () => current()?.toggleMoveNumbers());
  forbiddenBtn.addEventListener('click', () => current()?.toggleForbiddenMarks());
  hintBtn.addEventListener('click', () => current()?.toggleHint());
  undoBtn.addEventListener('click', () => current()?.undo());
  redoBtn.addEventListener('click', () => current()?.redo());
  el('[data-testid="flip"]').addEventListener('click', () => current()?.flip());
  resume.addEventListener('click', () => current()?.resume());
  pickedBtn.addEventListener('click', () => current()?.playPicked());
  levelSelect.addEventListener('change', () => {
    const level: Level = Number(levelSelect.value);
    if (Number.isInteger(level) && level >= 1) current()?.setLevel(level);
  });
  el('[data-testid="rating-history"]').addEventListener('click', () => {
    if (shownState) drawRatingDialog(shownState);
    ratingDialog.showModal();
  });
  el('#rating-close').addEventListener('click', () => ratingDialog.close());

  /** The rating's history, newest first: '2026-12-07 · Win · level 9 · Club player · 1240 (+18)'. */
  const drawRatingDialog = (state: State): void => {
    const lang = state.lang;
    setText(el('#rating-title'), t(lang, 'ratingTitle', { game: shownGame }));
    setText(el('[data-testid="rating-now"]'), state.rating ? ratingText(lang, state.rating) : t(lang, 'ratingEmpty'));
    const results = { win: 'ratingWin', loss: 'ratingLoss', draw: 'ratingDraw' } as const;
    const items = [...(state.rating?.history ?? [])].reverse().map((entry) => {
      const li = document.createElement('li');
      const level = clampLevel(state.levels, entry.level);
      const name = state.levels[level - 1]?.name ?? '';
      const levelText = `${t(lang, 'ratingLevel', { level: levelLabel(lang, level, name, measuredElo(state.levels, level)) })}`;
      li.textContent = [
        entry.date,
        t(lang, results[entry.result]),
        levelText,
        `${entry.rating} (${formatChange(entry.change)})`,
      ].join(' · ');
      return li;
    });
    el('[data-testid="rating-list"]').replaceChildren(...items);
  };
  let shownGame = '';

  const updateLevel = (state: State, game: GameDef): void => {
    drawLevelOptions(levelSelect, state.levels, state.lang);
    if (levelSelect.value !== String(state.settings.level)) levelSelect.value = String(state.settings.level);
    shownState = state;
    shownGame = game.strings[state.lang].name;
    const rated = state.settings.mode === 'hvc' && state.settings.matchStrength === true;
    show(ratingRow, rated || (state.rating !== null && state.settings.mode === 'hvc'));
    setText(ratingLine, ratingText(state.lang, state.rating));
    if (ratingDialog.open) drawRatingDialog(state);
    // Until the game has opened (the engine loading) a choice would go nowhere: the level waits with the board.
    levelSelect.disabled = !state.ready;
  };

  /** The game's own options beside the level, drawn from its declaration when the game or language changes. */
  const updateOptions = (state: State): void => {
    for (const control of optionRows.draw(pageOptions(state.optionSpecs), state.lang))
      showOption(control, state.lang, optionValue(state.settings, control.spec));
  };

  /** The button of the move the game offers for the picked piece (draughts: a capture round a ring), in its words. */
  const updatePicked = (state: State, game: GameDef): void => {
    const offered = game.pickedMove?.(state.lang, state) ?? null;
    show(pickedBtn, offered !== null);
    if (offered) setText(pickedBtn, offered.label);
  };

  /** The toggle of the forbidden points' marks, in a game whose rule has them (gomoku's renju), in its words. */
  const updateForbidden = (state: State, game: GameDef): void => {
    const words = game.strings[state.lang].forbidden;
    const offered = words !== undefined && game.forbidden?.offered(state.variant) === true;
    show(forbiddenBtn, offered);
    if (!offered) return;
    setText(forbiddenBtn, words.toggle);
    forbiddenBtn.title = words.title;
    forbiddenBtn.setAttribute('aria-pressed', String(state.forbiddenMarks));
  };

  return {
    update(state: State, game: GameDef): void {
      newGame.update(state, game);
      updateLevel(state, game);
      updateOptions(state);
      show(moveNumbersBtn, game.moveNumbers === true);
      moveNumbersBtn.setAttribute('aria-pressed', String(state.moveNumbers));
      updateForbidden(state, game);
      // The analysis is a hint of its own button: Hint is not pressed under it (a press ends the analysis).
      hintBtn.setAttribute('aria-pressed', String(state.hint !== null && !state.analysis.on));
      hintBtn.setAttribute('aria-disabled', String(state.hint === null && !canHint(state)));
      hintBtn.title = t(state.lang, 'hintTitle');
      show(resume, state.paused);
      updatePicked(state, game);
      undoBtn.setAttribute('aria-disabled', String(undoCount(state) === 0 && !state.agreed && !undoRestores(state)));
      undoBtn.title = undoRestores(state) ? t(state.lang, 'undoRestores') : '';
      redoBtn.setAttribute('aria-disabled', String(redoCount(state) === 0));
    },
  };
}
