// Gomoku's match openings by an independent judge (engine/gomoku/match_openings.h): the candidates, and a
// Gomocup brain's evaluation of each (Rapfi: github.com/dhbloo/rapfi, README's Command line section).
//
//   node tools/gomoku_openings/openings.mjs candidates <size>
//       every opening of two black and two white stones on the 3x3 cells around the centre (the cells
//       `ply match` builds its openings from), one of each set the board's symmetries map onto each
//       other (the same game); Black to move.
//   node tools/gomoku_openings/openings.mjs evaluate <brain> <nodes>  < positions
//       for each position text on stdin, "<eval>\t<depth>\t<position>": the brain's evaluation for the
//       side to move after a search of <nodes> nodes (INFO max_node; Rapfi's scale: 200 is a 73%
//       chance to win), a fresh hash each; Rapfi's search is deterministic, so is the output.
//   node tools/gomoku_openings/openings.mjs nearest <count> [--cpp]  < evaluations
//       the <count> positions of `evaluate`'s output nearest even (smallest |eval|, a forced win counting
//       as the farthest; ties in the input's order), one a line, or as match_openings.h's lines (--cpp)
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const cellName = (column, row) => String.fromCharCode(97 + column) + (row + 1);

function candidates(size) {
  const centre = Math.floor(size / 2),
    last = size - 1;
  const cells = [];
  for (let row = centre - 1; row <= centre + 1; ++row)
    for (let column = centre - 1; column <= centre + 1; ++column) cells.push([column, row]);
  // The board's eight symmetries (they keep every line a line); one opening of each set they map onto
  // each other is the same game.
  const symmetries = [
    (c, r) => [c, r],
    (c, r) => [r, c],
    (c, r) => [last - c, r],
    (c, r) => [c, last - r],
    (c, r) => [last - c, last - r],
    (c, r) => [last - r, last - c],
    (c, r) => [r, last - c],
    (c, r) => [last - r, c],
  ];
  const key = (black, white) =>
    [black, white]
      .map((s) =>
        s
          .map((c) => cellName(...c))
          .sort()
          .join(','),
      )
      .join('/');
  const seen = new Set();
  for (let b1 = 0; b1 < 9; ++b1)
    for (let b2 = b1 + 1; b2 < 9; ++b2)
      for (let w1 = 0; w1 < 9; ++w1)
        for (let w2 = w1 + 1; w2 < 9; ++w2) {
          if ([b1, b2].includes(w1) || [b1, b2].includes(w2)) continue;
          const black = [cells[b1], cells[b2]],
            white = [cells[w1], cells[w2]];
          const image = (f) =>
            key(
              black.map((c) => f(...c)),
              white.map((c) => f(...c)),
            );
          if (symmetries.some((f) => seen.has(image(f)))) continue;
          seen.add(key(black, white));
          console.log(
            `${size} freestyle: ${cellName(...black[0])} ${cellName(...white[0])} ${cellName(...black[1])} ${cellName(...white[1])}`,
          );
        }
}

const readInput = () =>
  new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  });

async function evaluate(brain, nodes) {
  const input = await readInput();
  const brainProcess = spawn(brain, [], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = [];
  let waiting = null;
  readline.createInterface({ input: brainProcess.stdout }).on('line', (line) => {
    if (!waiting) return lines.push(line);
    const resolve = waiting;
    waiting = null;
    resolve(line);
  });
  const nextLine = () =>
    lines.length ? Promise.resolve(lines.shift()) : new Promise((resolve) => (waiting = resolve));
  const send = (line) => brainProcess.stdin.write(line + '\n');
  let started = 0;
  for (const position of input.split('\n').filter((line) => line.trim())) {
    const [head, moves] = position.split(':');
    const size = parseInt(head);
    if (!/^\d+ freestyle$/.test(head.trim())) throw new Error(`not a freestyle position: ${position}`);
    if (size !== started) {
      send(`START ${size}`);
      await nextLine();
      started = size;
    }
    for (const info of ['rule 0', 'timeout_match 0', 'timeout_turn 3600000', `max_node ${nodes}`]) send(`INFO ${info}`);
    send('YXHASHCLEAR');
    send('BOARD');
    // The protocol's x is the column, y the row from the top; 1 marks the brain's stones (the side to move).
    const stones = moves.trim().split(/\s+/).filter(Boolean);
    stones.forEach((move, i) => {
      const column = move.charCodeAt(0) - 97,
        row = parseInt(move.slice(1)) - 1;
      send(`${column},${size - 1 - row},${(stones.length - i) % 2 === 0 ? 1 : 2}`);
    });
    send('DONE');
    let score = '?',
      depth = '?';
    for (;;) {
      const line = await nextLine();
      const found = line.match(/Depth (\S+) \| Eval (\S+)/);
      if (found) [depth, score] = [found[1], found[2]];
      else if (/^\d+,\d+$/.test(line)) break;
    }
    console.log(`${score}\t${depth}\t${position}`);
  }
  send('END');
}

async function nearest(count, cpp) {
  const rows = (await readInput())
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.split('\t'));
  const distance = ([score]) => (/M/.test(score) ? Infinity : Math.abs(parseInt(score)));
  rows.sort((a, b) => distance(a) - distance(b)); // stable: ties keep the input's order
  for (const [score, , position] of rows.slice(0, count))
    console.log(cpp ? `    "${position}",  // ${score}` : position);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'candidates' && args.length === 1) candidates(parseInt(args[0]));
else if (command === 'evaluate' && args.length === 2) await evaluate(args[0], parseInt(args[1]));
else if (command === 'nearest' && (args.length === 1 || (args.length === 2 && args[1] === '--cpp')))
  await nearest(parseInt(args[0]), args.length === 2);
else {
  console.error(
    'usage: tools/gomoku_openings/openings.mjs candidates <size> | evaluate <brain> <nodes> | nearest <count> [--cpp]',
  );
  process.exit(2);
}
