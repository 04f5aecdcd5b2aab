// The new-game dialog: the mode, your colour, the game's variant choices (gomoku's size and rule), the level (the
// game's ladder), "match my strength" and the game's own options (Session.options(): gomoku's aggressiveness). It opens on the current game's choices, so Start alone
// replays the same kind of game; Start hands out the settings and the start position the choices make.
import type { GameDef } from '../games/types';
import { t } from '../i18n';
import { optionRows as createOptionRows, showOption, type OptionControl } from './option-controls';
import type { Level, Mode } from '../vocabulary';
import { clampLevel } from '../state/ladder';
import { drawLevelOptions } from './level-options';
import { optionValue, pageOptions } from '../state/options';
import type { Settings, State } from '../state/state';
import { el } from '../dom';

export interface NewGameDialog {
  open(): void;
  /** Follows the game and the language shown (call on every update; it rebuilds only on a change). */
  update(state: State, game: GameDef): void;
}

/** One select per variant option of the game (data-testid `option-<id>`), labelled in the UI language. */
function variantFields(state: State, game: GameDef): HTMLElement[] {
  const options = game.variants?.options ?? [];
  return options.map((option) => {
    const label = document.createElement('label');
    label.className = 'field';
    const name = document.createElement('span');
    name.textContent = option.label[state.lang];
    const select = document.createElement('select');
    select.dataset['testid'] = `option-${option.id}`;
    select.dataset['option'] = option.id;
    for (const choice of option.choices) {
      const item = document.createElement('option');
      item.value = choice.value;
      item.textContent = choice.label[state.lang];
      select.append(item);
    }
    label.append(name, select);
    return label;
  });
}

/** The engine's variants of the open game, through its page session (Session.variantStart, variantOf). */
export interface VariantMaker {
  /** The start position a value of each choice makes ('10 freestyle:'); null for a game without variants. */
  start(values: Readonly<Record<string, string>>): string | null;
  /** The values a start position is in; null for a text that is none, or a game without variants. */
  of(start: string): Record<string, string> | null;
}

/** `start`: the start position the variant choices made (e.g. '10 freestyle:'), or null for the game's only one. */
export function createNewGameDialog(
  onStart: (settings: Settings, start: string | null) => void,
  variants: VariantMaker,
): NewGameDialog {
  const dialog = el<HTMLDialogElement>('#new-game-dialog');
  const modeSelect = el<HTMLSelectElement>('[data-testid="mode"]');
  const colorSelect = el<HTMLSelectElement>('[data-testid="color"]');
  const levelSelect = el<HTMLSelectElement>('[data-testid="new-level"]');
  const matchStrength = el<HTMLInputElement>('[data-testid="match-strength"]');
  const matchRow = el('#match-strength-row');
  const variantBox = el('#variant-options');
  const levelRow = el('#new-level-row');
  const optionRows = createOptionRows(levelRow, 'new-', 'field', (control, lang) =>
    showOption(control, lang, Number(control.input.value)),
  );
  let optionControls: readonly OptionControl[] = [];

  /** The game shown, with its state: what the dialog opens on. */
  let current: { state: State; game: GameDef } | null = null;
  let shown = '';

  const variantSelects = (): HTMLSelectElement[] =>
    Array.from(variantBox.querySelectorAll<HTMLSelectElement>('select[data-option]'));
  const syncColorRow = (): void => {
    el('#color-row').classList.toggle('muted', modeSelect.value !== 'hvc');
    // The rating is a player's against the computer: the option means nothing in the other modes.
    matchRow.classList.toggle('muted', modeSelect.value !== 'hvc');
  };

  /**
   * A variant choice the others fix (gomoku's renju is played on 15x15 only): when every value of a select
   * makes the same start position, it shows the value that start has, dimmed and disabled; the player's own
   * choice comes back once it matters again. Read from the engine's starts alone.
   */
  const syncVariants = (): void => {
    if (!current?.game.variants) return;
    const selects = variantSelects();
    const values = Object.fromEntries(
      selects.map((select) => [select.dataset['option'] ?? '', select.dataset['chosen'] ?? select.value]),
    );
    for (const select of selects) {
      const id = select.dataset['option'] ?? '';
      const offered = Array.from(select.options, (o) => o.value);
      const made = new Set(
        offered.map((value) => {
          const start = variants.start({ ...values, [id]: value });
          return start === null ? undefined : variants.of(start)?.[id];
        }),
      );
      const only = made.size === 1 ? [...made][0] : undefined;
      const fixed = only !== undefined && offered.includes(only) ? only : null;
      if (fixed !== null && offered.length > 1) {
        if (!select.disabled) select.dataset['chosen'] = select.value;
        select.value = fixed;
        select.disabled = true;
      } else if (select.disabled) {
        select.disabled = false;
        select.value = select.dataset['chosen'] ?? select.value;
        delete select.dataset['chosen'];
      }
      select.closest('.field')?.classList.toggle('muted', select.disabled);
    }
  };

  modeSelect.addEventListener('change', syncColorRow);
  variantBox.addEventListener('change', syncVariants);
  el('#dialog-cancel').addEventListener('click', () => dialog.close());
  el('[data-testid="start"]').addEventListener('click', () => {
    dialog.close();
    if (!current) return;
    const { state, game } = current;
    const level: Level = Number(levelSelect.value);
    const values = Object.fromEntries(variantSelects().map((select) => [select.dataset['option'] ?? '', select.value]));
    onStart(
      {
        mode: modeSelect.value as Mode,
        human: game.colours[1] === colorSelect.value ? 1 : 0,
        level: Number.isInteger(level) && level >= 1 ? clampLevel(state.levels, level) : state.settings.level,
        ...(matchStrength.checked ? { matchStrength: true } : {}),
        options: {
          ...state.settings.options,
          ...Object.fromEntries(optionControls.map((c) => [c.spec.name, Number(c.input.value)])),
        },
      },
      game.variants ? variants.start(values) : null,
    );
  });

  return {
    open(): void {
      if (!current) return;
      const { state, game } = current;
      modeSelect.value = state.settings.mode;
      colorSelect.value = game.colours[state.settings.human];
      levelSelect.value = String(state.settings.level);
      matchStrength.checked = state.settings.matchStrength === true;
      for (const control of optionControls) showOption(control, state.lang, optionValue(state.settings, control.spec));
      const values = state.variant ?? {};
      for (const select of variantSelects()) {
        select.disabled = false;
        delete select.dataset['chosen'];
        select.value = values[select.dataset['option'] ?? ''] ?? '';
        if (select.selectedIndex < 0) select.selectedIndex = 0;
      }
      syncVariants();
      syncColorRow();
      dialog.showModal();
    },
    update(state: State, game: GameDef): void {
      current = { state, game };
      optionControls = optionRows.draw(pageOptions(state.optionSpecs), state.lang);
      drawLevelOptions(levelSelect, state.levels, state.lang);
      matchRow.title = t(state.lang, 'matchStrengthTitle');
      const key = `${game.id}|${state.lang}`;
      if (key === shown) return;
      shown = key;
      // The first side is listed first.
      const first = colorSelect.querySelector(`option[value="${game.colours[0]}"]`);
      if (first && colorSelect.firstElementChild !== first) colorSelect.prepend(first);
      variantBox.replaceChildren(...variantFields(state, game));
    },
  };
}
