// The page's import graph kept acyclic and layered: every site/src/**/*.ts file's imports (`import … from`,
// `export … from`, `import('…')`, type-only ones too: a type import still ties two modules together) are read
// and resolved, and the check fails on a cycle, on a module importing from a layer above its own, on a leaf
// that imports anything, on an import BARRED below and on a module in no layer. The imports are read by
// TypeScript's own preProcessFile (the site's compiler); it runs in npm run typecheck, and so CI's site stage.
//
//   node scripts/check-imports.mjs [src-dir]    (default: site/src)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The layers, lowest first: a module imports from its own layer (no cycle) or from one below. A path ending
 * in '/' is a folder and everything under it; docs/architecture.md says what each holds.
 */
const LAYERS = [
  ['vocabulary.ts'],
  ['i18n.ts', 'dom.ts', 'sound.ts', 'next-task.ts'],
  ['wasm/'],
  ['squares/'],
  ['state/'],
  ['games/'],
  ['board/'],
  ['storage/'],
  ['engine/'],
  ['play/'],
  ['panels/'],
  ['main.ts'],
];

/** Modules that import nothing at all, not even a package: anything may import them. */
const LEAVES = ['vocabulary.ts'];

/**
 * Imports ruled out although the layers allow them: [importer, imported, why] (a path ending in '/' is a folder).
 * The registry (games/index.ts) is read where a game's id from the URL or storage is resolved (main.ts,
 * storage/); everything else is handed the GameDef of the game open.
 */
const GIVEN = 'is given its GameDef by its creator (main.ts, the controller), it does not look one up';
const BARRED = [
  ['board/', 'games/index.ts', `the board ${GIVEN}`],
  ['engine/', 'games/index.ts', `the search's helpers are given what they need of the game, they do not look it up`],
  ['play/', 'games/index.ts', `the game open ${GIVEN}`],
  ['panels/', 'games/index.ts', `the panel ${GIVEN}`],
];

/**
 * The specifiers a source imports, each with its line, as TypeScript reads them: static imports and re-exports,
 * type-only ones, side effects and import('…'), none of those named in a comment or a string.
 */
function importsOf(src) {
  return ts
    .preProcessFile(src, true, true)
    .importedFiles.map((f) => ({ spec: f.fileName, line: src.slice(0, f.pos).split('\n').length }));
}

function tsFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/**
 * The module a relative specifier names, as a path under the root ('state/state.ts'); null for a package or
 * an asset (a query such as '?url', or a file that is not TypeScript: CSS, wasm, a data file); undefined
 * for a module that is not there.
 */
function resolveSpec(root, from, spec, files) {
  if (!spec.startsWith('.') || spec.includes('?')) return null;
  const base = resolve(dirname(join(root, from)), spec);
  for (const candidate of [base, `${base}.ts`, `${base.replace(/\.js$/, '')}.ts`, join(base, 'index.ts')]) {
    const rel = relative(root, candidate).split(sep).join('/');
    if (files.has(rel)) return rel;
  }
  return /\.[a-z0-9]+$/i.test(spec) && !/\.[jt]s$/.test(spec) ? null : undefined;
}

const within = (path, p) => (p.endsWith('/') ? path.startsWith(p) : path === p);

function layerOf(path) {
  let best = -1;
  let bestLength = -1;
  LAYERS.forEach((paths, layer) => {
    for (const p of paths) {
      if (within(path, p) && p.length > bestLength) {
        best = layer;
        bestLength = p.length;
      }
    }
  });
  return best;
}

const layerName = (layer) => LAYERS[layer].join(' ');

/** One cycle through `start` within its strongly connected component, as a chain of files back to `start`. */
function cycleThrough(start, edges, component) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of edges.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const chain = [start];
        for (let n = node; n !== null; n = previous.get(n)) chain.unshift(n);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
function cycles(edges) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), indices.get(w)));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component = new Set();
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.add(w);
      } while (w !== v);
      if (component.size > 1 || (edges.get(v) ?? new Set()).has(v)) found.push(component);
    }
  };
  for (const v of [...edges.keys()].sort()) if (!indices.has(v)) visit(v);
  return found.map((component) => ({
    size: component.size,
    chain: cycleThrough([...component].sort()[0], edges, component),
  }));
}

/** The tree under `root`: its modules, its imports of them, and every problem, one line each. */
function check(root) {
  const files = new Set(tsFiles(root).map((f) => relative(root, f).split(sep).join('/')));
  const edges = new Map();
  const problems = [];
  let imports = 0;
  for (const file of [...files].sort()) {
    const targets = new Set();
    const layer = layerOf(file);
    if (layer < 0) problems.push(`${file} is in no layer: add it to LAYERS in scripts/check-imports.mjs`);
    const found = importsOf(readFileSync(join(root, file), 'utf8'));
    if (LEAVES.includes(file) && found.length > 0) {
      problems.push(`${file}:${found[0].line} imports '${found[0].spec}': a leaf imports nothing`);
    }
    for (const { spec, line } of found) {
      const target = resolveSpec(root, file, spec, files);
      if (target === null) continue;
      if (target === undefined) {
        problems.push(
          `${file}:${line} imports '${spec}', which is no module under ${relative(process.cwd(), root) || '.'}`,
        );
        continue;
      }
      imports++;
      targets.add(target);
      for (const [importer, imported, why] of BARRED) {
        if (within(file, importer) && within(target, imported))
          problems.push(`${file}:${line} imports ${target}: ${why}`);
      }
      const targetLayer = layerOf(target);
      if (layer >= 0 && targetLayer > layer) {
        problems.push(
          `${file}:${line} imports ${target}, a layer above its own (${layerName(layer)} < ${layerName(targetLayer)})`,
        );
      }
    }
    edges.set(file, targets);
  }
  for (const { size, chain } of cycles(edges)) {
    const among = size > chain.length - 1 ? ` (one of the cycles among ${size} modules)` : '';
    problems.push(`import cycle: ${chain.join(' → ')}${among}`);
  }
  return { modules: files.size, imports, problems };
}

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'src'));
const { modules, imports, problems } = check(root);
for (const p of problems) console.error(`check-imports: ${p}`);
if (problems.length > 0) {
  console.error(
    `check-imports: ${problems.length} problem(s); the layers, lowest first: ${LAYERS.map((l) => l.join(' ')).join(' < ')}`,
  );
  process.exitCode = 1;
} else {
  console.log(
    `check-imports: ${modules} modules, ${imports} imports, no cycle, every import within its layer or below`,
  );
}
