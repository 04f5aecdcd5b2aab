// scripts/check-imports.mjs, the page's import graph check: the page passes it, and a cycle, an import from a
// layer above, an import into the leaf and an unplaced module are each refused by name.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../scripts/check-imports.mjs', import.meta.url));

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The check run on a source tree: the page's own without `root`. */
function check(root?: string): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, root === undefined ? [SCRIPT] : [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

/** A source tree of the given files (path under the root → source), in a fresh temporary folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-imports-'));
  roots.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const SOUND = {
  'vocabulary.ts': 'export type Side = 0 | 1;\n',
  'state/state.ts': "import type { Side } from '../vocabulary';\nexport interface State { side: Side }\n",
  'games/types.ts': "import type { State } from '../state/state';\nexport type View = (s: State) => void;\n",
};

describe('check-imports', () => {
  it('passes the page', () => {
    const { status, out } = check();
    expect(out).toContain('no cycle');
    expect(status).toBe(0);
  });

  it('passes a layered tree, reading no import in a comment, a string or a regular expression', () => {
    const root = tree({
      ...SOUND,
      'board/render.ts': [
        "import type { View } from '../games/types';",
        "// import { main } from '../main';",
        "/* export * from '../panels/ui'; */",
        'const text = "import(\'../play/game\')";',
        "const quote = /'/;",
        "const later = `${text} import('../main')`;",
        'export const draw = (v: View): string => `${typeof v}${text}${quote.source}${later}`;',
        '',
      ].join('\n'),
      'main.ts':
        "import { draw } from './board/render';\nimport './style.css';\nvoid import('./board/render');\nvoid draw;\n",
    });
    const { status, out } = check(root);
    expect(out).toContain('no cycle');
    expect(status).toBe(0);
  });

  it('refuses a cycle, type-only and re-export edges included, naming it as a chain of files', () => {
    const root = tree({
      ...SOUND,
      'state/walk.ts': "import type { Past } from './past';\nexport type Walk = Past[];\n",
      'state/past.ts': "export type { Walk } from './walk';\nexport interface Past { ply: number }\n",
    });
    const { status, out } = check(root);
    expect(out).toContain('import cycle: state/past.ts → state/walk.ts → state/past.ts');
    expect(status).toBe(1);
  });

  it('refuses an import from a layer above, dynamic ones included', () => {
    const root = tree({
      ...SOUND,
      'board/render.ts': 'export const r = 1;\n',
      'games/view.ts': "export const later = import('../board/render');\n",
    });
    const { status, out } = check(root);
    expect(out).toContain('games/view.ts:1 imports board/render.ts, a layer above its own (games/ < board/)');
    expect(status).toBe(1);
  });

  it('refuses any import into the vocabulary, a package too', () => {
    const root = tree({
      ...SOUND,
      'vocabulary.ts': "import type { GameStatus } from 'ply-engine';\nexport type Status = GameStatus;\n",
    });
    const { status, out } = check(root);
    expect(out).toContain("vocabulary.ts:1 imports 'ply-engine': a leaf imports nothing");
    expect(status).toBe(1);
  });

  it('refuses the board looking up the registry', () => {
    const root = tree({
      ...SOUND,
      'games/index.ts': 'export const GAMES = {};\n',
      'board/a11y.ts': "import { GAMES } from '../games';\nvoid GAMES;\n",
    });
    const { status, out } = check(root);
    expect(out).toContain('board/a11y.ts:1 imports games/index.ts: the board is given its GameDef');
    expect(status).toBe(1);
  });

  it('refuses a module in no layer and an import of no module', () => {
    const root = tree({ ...SOUND, 'extra/tool.ts': "import { gone } from '../state/gone';\nvoid gone;\n" });
    const { status, out } = check(root);
    expect(out).toContain('extra/tool.ts is in no layer');
    expect(out).toContain("extra/tool.ts:1 imports '../state/gone', which is no module");
    expect(status).toBe(1);
  });
});
