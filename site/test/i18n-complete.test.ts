// Every string the page can show has its Russian: each key of the shell's table and each game's own words
// has a Russian text that is not empty, is not the English left in place, is written in Cyrillic and
// takes the same {placeholders}. A string added in English only fails here.
import { describe, expect, it } from 'vitest';
import { loadWasm, wasmBuilt } from './wasm-fixture';
import { GAMES } from '../src/games';
import { KEYS, LEVEL_NAMES, OPTION_LABELS, levelLabel, rawText } from '../src/i18n';
import { RENJU_WORDS } from '../src/games/gomoku/renju';

/** Strings that are rightly the same in both languages (names and notation). */
const SAME_IN_BOTH = new Set<string>(['Ply · {game}', '{side} {move}']);

const CYRILLIC = /[а-яё]/i;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/** The problems of one Russian text against its English one; [] when it is a translation. */
function untranslated(en: string, ru: string | undefined): string[] {
  const out: string[] = [];
  if (ru === undefined || ru.trim() === '') return ['no Russian'];
  if (ru === en && !SAME_IN_BOTH.has(en)) out.push('the English text left in place');
  if (!CYRILLIC.test(ru) && !SAME_IN_BOTH.has(en)) out.push('no Cyrillic letter');
  if (/TODO|FIXME|XXX|^\?+$/.test(ru)) out.push('a placeholder');
  if (placeholders(en).join() !== placeholders(ru).join())
    out.push(`placeholders ${placeholders(ru).join()} for ${placeholders(en).join()}`);
  return out;
}

describe('every string on screen has its Russian', () => {
  it('the check itself fails on a missing, copied or placeholder translation', () => {
    expect(untranslated('Undo', undefined)).toEqual(['no Russian']);
    expect(untranslated('Undo', 'Undo')).toContain('the English text left in place');
    expect(untranslated('Undo', 'TODO')).toContain('a placeholder');
    expect(untranslated('Move {n}', 'Ход')).toEqual(['placeholders  for n']);
    expect(untranslated('Undo', 'Отменить')).toEqual([]);
  });

  it('the shell’s table', () => {
    const bad = KEYS.map((key) => [key, untranslated(rawText('en', key), rawText('ru', key))] as const).filter(
      ([, p]) => p.length > 0,
    );
    expect(bad).toEqual([]);
  });

  it('the games’ options', () => {
    const names = new Set([...Object.keys(OPTION_LABELS.en), ...Object.keys(OPTION_LABELS.ru)]);
    const bad = [...names].flatMap((name) =>
      untranslated(OPTION_LABELS.en[name] ?? '', OPTION_LABELS.ru[name]).map((p) => `${name}: ${p}`),
    );
    expect(bad).toEqual([]);
  });

  it('the levels’ names', () => {
    const names = new Set([...Object.keys(LEVEL_NAMES.en), ...Object.keys(LEVEL_NAMES.ru)]);
    const bad = [...names].flatMap((name) =>
      untranslated(LEVEL_NAMES.en[name] ?? '', LEVEL_NAMES.ru[name]).map((p) => `${name}: ${p}`),
    );
    expect(bad).toEqual([]);
    expect(levelLabel('en', 9, 'club', 1650)).toBe('9 · Club player · 1650');
    expect(levelLabel('ru', 9, 'club', null)).toBe('9 · Клубный игрок');
  });

  it('each game’s own words', () => {
    const bad: string[] = [];
    for (const game of Object.values(GAMES)) {
      const en = game.strings.en;
      const ru = game.strings.ru;
      for (const field of ['name', 'board', 'blurb'] as const) {
        for (const p of untranslated(en[field], ru[field])) bad.push(`${game.id}.${field}: ${p}`);
      }
      for (const [letter, words] of Object.entries(en.pieces)) {
        for (const p of untranslated(words, ru.pieces[letter])) bad.push(`${game.id}.pieces.${letter}: ${p}`);
      }
      if (en.destination !== undefined)
        for (const p of untranslated(en.destination, ru.destination)) bad.push(`${game.id}.destination: ${p}`);
    }
    expect(bad).toEqual([]);
  });

  it('renju’s refusals: of a foul pressed, and of a foul in a game’s text', () => {
    const bad: string[] = [];
    for (const part of ['pressed', 'recorded'] as const) {
      const en: Readonly<Record<string, string>> = RENJU_WORDS.en[part];
      const ru: Readonly<Record<string, string>> = RENJU_WORDS.ru[part];
      for (const [name, text] of Object.entries(en))
        for (const p of untranslated(text, ru[name])) bad.push(`renju.${part}.${name}: ${p}`);
    }
    expect(bad).toEqual([]);
    expect(Object.keys(RENJU_WORDS.ru.recorded)).toEqual(Object.keys(RENJU_WORDS.en.recorded));
  });
});

describe.skipIf(!wasmBuilt)('every option a game offers on the page has its label', () => {
  it('in both languages, from the engine’s declarations', async () => {
    const ply = await loadWasm();
    const missing: string[] = [];
    for (const id of ply.games()) {
      const session = ply.createSession(id);
      for (const spec of session?.options() ?? []) {
        if (!spec.onPage) continue;
        for (const lang of ['en', 'ru'] as const)
          if (OPTION_LABELS[lang][spec.name] === undefined) missing.push(`${id}.${spec.name} (${lang})`);
      }
      session?.delete();
    }
    expect(missing).toEqual([]);
  });
});

describe.skipIf(!wasmBuilt)('every level of every ladder has its name', () => {
  it('in both languages, from the engine’s ladders', async () => {
    const ply = await loadWasm();
    const missing: string[] = [];
    for (const id of ply.games()) {
      const session = ply.createSession(id);
      for (const spec of session?.levels() ?? [])
        for (const lang of ['en', 'ru'] as const)
          if (LEVEL_NAMES[lang][spec.name] === undefined) missing.push(`${id}.${spec.name} (${lang})`);
      session?.delete();
    }
    expect(missing).toEqual([]);
  });
});
