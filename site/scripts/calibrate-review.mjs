// Calibrates the review's thresholds (?!, ?, ??) on played games: plays games between two sides of the same
// level (the first OPENING plies random, so no two games are alike), then scores every position as the
// page's review does (full strength, the ladder's top, REVIEW_MS each, seed 1) and prints each move's loss for the side that made it
// (scores capped as the page caps them). One JSON line a game; `--summary` reads such lines back and prints
// the distribution of losses per game and level, and how many moves each threshold would mark.
//
//   node site/scripts/calibrate-review.mjs <game> <level> <games> [--play-ms 200] [--review-ms 300] >> losses.jsonl
//   node site/scripts/calibrate-review.mjs --summary losses.jsonl
//
// Needs the wasm build (build/wasm). The page's own values: site/src/engine/reviewer.ts (REVIEW_MS_PER_POSITION,
// the level) and site/src/games/<game>/review.json (the cap and the thresholds).
import fs from 'node:fs';
import { loadPly } from '../../tests/wasm/load-ply.mjs';

const OPENING = 2;
const MAX_PLIES = 100;
const WIN = 100;
// The caps and the thresholds of each game's review (site/src/games/<game>/review.json): the summary counts
// the moves they mark; and how a finished game scores (finalBySummary), as the page's review scores it.
const GAMES_DIR = new URL('../src/games/', import.meta.url);
const GAMES = Object.fromEntries(
  fs
    .readdirSync(GAMES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(new URL(`${entry.name}/review.json`, GAMES_DIR)))
    .map((entry) => {
      const review = JSON.parse(fs.readFileSync(new URL(`${entry.name}/review.json`, GAMES_DIR), 'utf8'));
      return [
        entry.name,
        {
          cap: review.cap,
          now: [review.inaccuracy, review.mistake, review.blunder],
          finalBySummary: review.finalBySummary === true,
        },
      ];
    }),
);

function option(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** A small seeded generator (mulberry32): the random openings are the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cap = (x, c) => Math.max(-c, Math.min(c, x));

/**
 * The search options the page plays with when the player has set none: each option the game offers on the
 * page at its declared default (gomoku: {aggressiveness: 0.8}; the other games: {}), as searchOptions gives them.
 */
function pageDefaults(session) {
  return Object.fromEntries(
    session
      .options()
      .filter((o) => o.onPage)
      .map((o) => [o.name, o.default]),
  );
}

/** A finished game's score, first side's view, as site/src/state/review.ts's finalScore gives it. */
function finalScore(game, status) {
  if (GAMES[game].finalBySummary) return (status.summary[0] ?? 0) - (status.summary[1] ?? 0);
  return status.winner === -1 ? 0 : status.winner === 0 ? WIN : -WIN;
}

async function play(game, level, count, playMs, reviewMs) {
  const ply = await loadPly();
  for (let g = 0; g < count; g++) {
    const rng = random(1000 * level + g + 1);
    const s = ply.createSession(game);
    const options = pageDefaults(s);
    const moves = [];
    while (!s.status().over && moves.length < MAX_PLIES) {
      let move;
      if (moves.length < OPENING) {
        const legal = s.legalMoves();
        move = legal[Math.floor(rng() * legal.length)].input;
      } else {
        move = s.search(level, playMs, g + 1, options, () => undefined).move;
      }
      moves.push(move);
      const err = s.play(move);
      if (err) throw new Error(`${game}: ${move}: ${err}`);
    }
    // The review: every position's score from the first side's point of view.
    const r = ply.createSession(game);
    const scores = [];
    const movers = [];
    for (let k = 0; k <= moves.length; k++) {
      const status = r.status();
      if (status.over) scores.push(finalScore(game, status));
      else {
        const score = r.search(r.levels().length, reviewMs, 1, options, () => undefined).score;
        scores.push(status.toMove === 0 ? score : -score);
      }
      movers.push(status.toMove);
      if (k < moves.length) r.play(moves[k]);
    }
    const c = GAMES[game].cap;
    const losses = [];
    for (let k = OPENING; k < moves.length; k++) {
      if (moves[k] === 'pass') continue;
      const drop = cap(scores[k], c) - cap(scores[k + 1], c);
      losses.push(Math.max(0, movers[k] === 0 ? drop : -drop));
    }
    console.log(JSON.stringify({ game, level, moves: moves.length, losses, scores }));
    s.delete();
    r.delete();
  }
}

function quantile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

function summary(file) {
  const rows = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  for (const game of Object.keys(GAMES)) {
    const levels = [...new Set(rows.filter((r) => r.game === game).map((r) => r.level))].sort();
    for (const level of levels) {
      const games = rows.filter((r) => r.game === game && r.level === level);
      const losses = games.flatMap((r) => r.losses).sort((a, b) => a - b);
      const qs = [0.5, 0.75, 0.9, 0.95, 0.98].map((q) => `p${q * 100}=${quantile(losses, q).toFixed(2)}`).join(' ');
      const marked = GAMES[game].now.map(
        (t) => `${((100 * losses.filter((x) => x >= t).length) / losses.length).toFixed(1)}%`,
      );
      console.log(
        `${game} level ${level}: ${games.length} games, ${losses.length} moves; ${qs}; moves losing at least ?! / ? / ?? (${GAMES[game].now.join(' / ')}): ${marked.join(' / ')}`,
      );
    }
  }
}

const args = process.argv.slice(2);
if (args[0] === '--summary') summary(args[1]);
else {
  const [game, level, count] = args;
  if (!GAMES[game]) throw new Error(`usage: calibrate-review.mjs <${Object.keys(GAMES).join('|')}> <level> <games>`);
  await play(game, Number(level), Number(count), option(args, '--play-ms', 200), option(args, '--review-ms', 300));
}
