// The dialog of the moves offered after a destination (a promotion's pieces, a capture's paths), one button
// each; a choice, or dropping them all, goes to the game open.
import type { GameDef } from '../games/types';
import type { State } from '../state/state';
import { el } from '../dom';

/** `current`: the game open, if any; choose(null) drops the choices. */
export function createChoicesUi(current: () => { choose(move: string | null): void } | null): {
  update(state: State, game: GameDef): void;
} {
  const choiceDialog = el<HTMLDialogElement>('#choice-dialog');
  const choiceList = el('#choice-list');
  let choicesShown = '';

  // Escape or a click outside the choices drops them, as a press elsewhere on the board does.
  choiceDialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    current()?.choose(null);
  });
  choiceList.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-move]') : null;
    if (button) current()?.choose(button.dataset['move'] ?? null);
  });

  return {
    /** The choices after the destination as one button each, named by the game (a move text where it names none). */
    update(state: State, game: GameDef): void {
      const choices = state.selection?.choices ?? [];
      const key = `${state.lang}|${choices.map((m) => m.input).join()}`;
      if (key !== choicesShown) {
        choicesShown = key;
        const buttons = choices.map((move) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'btn';
          button.dataset['testid'] = 'choice';
          button.dataset['move'] = move.input;
          button.textContent = game.choiceName && move.choice ? game.choiceName(state.lang, move.choice) : move.input;
          return button;
        });
        choiceList.replaceChildren(...buttons);
      }
      if (choices.length > 0 && !choiceDialog.open) choiceDialog.showModal();
      else if (choices.length === 0 && choiceDialog.open) choiceDialog.close();
    },
  };
}
