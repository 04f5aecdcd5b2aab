// The controls of a game's own options, drawn from what its Session declares (Session.options(): gomoku's
// aggressiveness): a labelled slider each, in the panel (testid: the option's name) and in the new-game
// dialog (testid: 'new-' and the name). The page knows no option by itself; the labels are i18n's.
import type { OptionSpec } from 'ply-engine';
import { formatOption, optionLabel } from '../i18n';
import type { Lang } from '../vocabulary';

export interface OptionControl {
  spec: OptionSpec;
  row: HTMLLabelElement;
  input: HTMLInputElement;
  value: HTMLElement;
}

/**
 * A slider for `spec` with its label and value above it; `prefix` ('' or 'new-') leads its testid and its ids
 * (`aggressiveness`, `aggressiveness-row`, `aggressiveness-value`).
 */
export function optionControl(spec: OptionSpec, lang: Lang, prefix: string, className: string): OptionControl {
  const row = document.createElement('label');
  row.className = className;
  row.id = `${prefix}${spec.name}-row`;
  const caption = document.createElement('span');
  const label = document.createElement('span');
  label.textContent = optionLabel(lang, spec.name);
  const value = document.createElement('span');
  value.className = 'option-value';
  value.id = `${prefix}${spec.name}-value`;
  caption.append(label, ' ', value);
  const input = document.createElement('input');
  input.type = 'range';
  input.id = `${prefix}${spec.name}`;
  input.dataset['testid'] = `${prefix}${spec.name}`;
  input.dataset['option'] = spec.name;
  input.min = String(spec.min);
  input.max = String(spec.max);
  input.step = String(spec.step);
  input.value = String(spec.default);
  row.append(caption, input);
  const control = { spec, row, input, value };
  showOption(control, lang, spec.default);
  return control;
}

/** Shows `value` on the control; the slider is set only when it differs, so a drag in progress is left alone. */
export function showOption(control: OptionControl, lang: Lang, value: number): void {
  if (Number(control.input.value) !== value) control.input.value = String(value);
  const text = formatOption(lang, control.spec, value);
  if (control.value.textContent !== text) control.value.textContent = text;
}

/** A key that changes when the controls must be drawn again: the game's options or the language. */
export function optionsKey(specs: readonly OptionSpec[], lang: Lang): string {
  return `${lang}|${specs.map((s) => `${s.name}:${s.min}:${s.max}:${s.step}`).join(',')}`;
}

/**
 * A game's option rows, placed after `anchor` and drawn again when its options or the language change (the
 * panel's and the new-game dialog's). `onInput` hears a slider moved.
 */
export function optionRows(
  anchor: HTMLElement,
  prefix: string,
  className: string,
  onInput: (control: OptionControl, lang: Lang) => void,
): { draw(specs: readonly OptionSpec[], lang: Lang): readonly OptionControl[] } {
  let controls: OptionControl[] = [];
  let shown = '';
  return {
    draw(specs, lang) {
      const key = optionsKey(specs, lang);
      if (key === shown) return controls;
      shown = key;
      for (const control of controls) control.row.remove();
      controls = specs.map((spec) => {
        const control = optionControl(spec, lang, prefix, className);
        control.input.addEventListener('input', () => onInput(control, lang));
        return control;
      });
      anchor.after(...controls.map((control) => control.row));
      return controls;
    },
  };
}
