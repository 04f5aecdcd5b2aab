// The level and the game's own options (Session.options() declares them): which the page offers, each value
// fitted to its control's steps, and what a search carries.
import type { LevelSpec, OptionSpec } from 'ply-engine';
import type { Level } from '../vocabulary';
import { clampLevel } from './ladder';
import type { Settings, State } from './state';

/** Sets the computer's level, a place in the game's ladder (kept within its ends). */
export function setLevel(state: State, level: Level): void {
  state.settings.level = clampLevel(state.levels, level);
}

/** The game's ladder (its Session's levels(), copied as plain values). */
export function setLevels(state: State, levels: readonly LevelSpec[]): void {
  state.levels = Array.from(levels, ({ name, elo, legacy }) => ({ name, elo, legacy }));
}

/** The options the page offers of those a game declares: a control each (gomoku's aggressiveness). */
export function pageOptions(specs: readonly OptionSpec[]): OptionSpec[] {
  return specs.filter((spec) => spec.onPage);
}

/** The value of `spec` nearest to `value` (a step of its control from min, within its range), or its default for no number. */
export function fitOption(spec: OptionSpec, value: number): number {
  if (!Number.isFinite(value)) return spec.default;
  const within = Math.min(spec.max, Math.max(spec.min, value));
  const steps = spec.step > 0 ? Math.round((within - spec.min) / spec.step) : 0;
  const fitted = spec.step > 0 ? Math.min(spec.max, spec.min + steps * spec.step) : within;
  return Math.round(fitted * 1e6) / 1e6;
}

/** The options of the page's `specs` in `options`, each fitted (fitOption); the rest (another game's, a typo) dropped. */
export function fitOptions(
  specs: readonly OptionSpec[],
  options: Readonly<Record<string, number>>,
): Record<string, number> {
  const fitted: Record<string, number> = {};
  for (const spec of pageOptions(specs)) {
    const value = options[spec.name];
    if (value !== undefined) fitted[spec.name] = fitOption(spec, value);
  }
  return fitted;
}

/** An option's value in these settings: the player's, or the declared default. */
export function optionValue(settings: Settings, spec: OptionSpec): number {
  return settings.options[spec.name] ?? spec.default;
}

/** What a search carries (ply.d.ts search()'s options): every option the page offers, at its value in the settings. */
export function searchOptions(state: Pick<State, 'settings' | 'optionSpecs'>): Record<string, number> {
  return Object.fromEntries(
    pageOptions(state.optionSpecs).map((spec) => [spec.name, optionValue(state.settings, spec)]),
  );
}

/** The game's declared options (its Session's); the settings keep only values of those the page offers. */
export function setOptionSpecs(state: State, specs: readonly OptionSpec[]): void {
  state.optionSpecs = specs;
  state.settings.options = fitOptions(specs, state.settings.options);
}

/** Sets an option the page offers (fitted to its steps); a name the game does not declare changes nothing. */
export function setOption(state: State, name: string, value: number): void {
  const spec = pageOptions(state.optionSpecs).find((o) => o.name === name);
  if (!spec) return;
  state.settings.options = { ...state.settings.options, [name]: fitOption(spec, value) };
}
