// Choosing a move by presses, from the legal moves' squares alone. Every draughts case also runs
// colour-mirrored (the board turned 180°: Black's moves going down), as chessground's tests do.
import { describe, expect, it } from 'vitest';
import type { Move } from 'ply-engine';
import {
  candidates,
  circles,
  pick,
  drops,
  mustCapture,
  origins,
  press,
  targets,
  type Press,
  type Selection,
} from '../src/squares/selection';
import { listed, nameOf, sq } from './board';

/** The same move seen from the other side: every square turned 180° (a1 ↔ h8). */
function mirrorMove(move: string): string {
  return move.replace(/[a-h][1-8]/g, (name) => nameOf(63 - sq(name)));
}

/** Presses squares one after the other from no selection; returns the last result. */
function pressAll(legal: Move[], squares: string[]): Press {
  let sel: Selection | null = null;
  let r: Press = { kind: 'select', selection: null };
  for (const name of squares) {
    r = press(legal, sel, sq(name));
    if (r.kind === 'play') return r;
    sel = r.selection;
  }
  return r;
}

function names(set: Set<number>): string[] {
  return [...set].map(nameOf).sort();
}

const sides = [
  { side: 'White (as listed)', m: (x: string) => x },
  { side: 'Black (mirrored)', m: mirrorMove },
] as const;

describe('squares from the moves listed', () => {
  it('Reversi squares are drops, draughts pieces are origins', () => {
    expect(names(drops(listed(['d3', 'c4', 'pass'])))).toEqual(['c4', 'd3']);
    expect(names(origins(listed(['d3'])))).toEqual([]);
    expect(names(origins(listed(['c3-d4', 'c3-b4', 'e3-f4'])))).toEqual(['c3', 'e3']);
  });
  it('marks the pieces that must capture only when the moves are captures', () => {
    expect(names(mustCapture(listed(['c3-d4', 'e3-f4'])))).toEqual([]);
    expect(names(mustCapture(listed(['c3:e5', 'g3:e5:c7'])))).toEqual(['c3', 'g3']);
  });
});

describe('Reversi: one press plays', () => {
  it('a legal square plays, anything else picks nothing', () => {
    expect(press(listed(['d3', 'c4']), null, sq('d3'))).toEqual({ kind: 'play', move: 'd3' });
    expect(press(listed(['d3', 'c4']), null, sq('a1'))).toEqual({ kind: 'select', selection: null });
  });
});

for (const { side, m } of sides) {
  const I = (list: string[]) => list.map(m);
  const L = (list: string[]) => listed(I(list));
  const S = m;
  const P = (...squares: string[]) => squares.map(S);

  describe(`draughts, ${side}`, () => {
    const quiet = L(['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4']);

    it('a piece is picked, then its destination plays the move', () => {
      const r = press(quiet, null, sq(S('c3')));
      expect(r).toEqual({ kind: 'select', selection: { from: sq(S('c3')), dest: null, via: [], choices: [] } });
      const sel = r.kind === 'select' ? r.selection : null;
      expect(names(targets(quiet, sel))).toEqual(P('b4', 'd4').sort());
      expect(press(quiet, sel, sq(S('d4')))).toEqual({ kind: 'play', move: m('c3-d4') });
    });

    it('pressing another piece picks it; the picked piece again, or an empty square, drops the pick', () => {
      const sel: Selection = { from: sq(S('c3')), dest: null, via: [], choices: [] };
      expect(press(quiet, sel, sq(S('e3')))).toEqual({
        kind: 'select',
        selection: { from: sq(S('e3')), dest: null, via: [], choices: [] },
      });
      expect(press(quiet, sel, sq(S('c3')))).toEqual({ kind: 'select', selection: null });
      expect(press(quiet, sel, sq(S('h6')))).toEqual({ kind: 'select', selection: null });
    });

    it('a piece that cannot move is not picked', () => {
      expect(press(quiet, null, sq(S('b2')))).toEqual({ kind: 'select', selection: null });
    });

    it('a multi-capture plays from its end square alone', () => {
      const legal = L(['c3:e5:c7', 'c3:e5:g7']);
      expect(pressAll(legal, P('c3', 'g7'))).toEqual({ kind: 'play', move: m('c3:e5:g7') });
      expect(pressAll(legal, P('c3', 'c7'))).toEqual({ kind: 'play', move: m('c3:e5:c7') });
    });

    it('landing squares may be pressed one by one; the path is kept until it names one move', () => {
      const legal = L(['c3:e5:c7', 'c3:e5:g7']);
      const r = pressAll(legal, P('c3', 'e5'));
      expect(r).toEqual({
        kind: 'select',
        selection: { from: sq(S('c3')), dest: null, via: [sq(S('e5'))], choices: [] },
      });
      expect(pressAll(legal, P('c3', 'e5', 'c7'))).toEqual({ kind: 'play', move: m('c3:e5:c7') });
    });

    describe('two capture paths ending on the same square', () => {
      // A king on c1 takes round either side and lands on e7 both ways.
      const legal = L(['c1:e3:g5:e7', 'c1:a3:c5:e7', 'c1:e3:h6']);

      it('the shared end waits for the intermediate square that tells them apart', () => {
        const r = pressAll(legal, P('c1', 'e7'));
        expect(r).toEqual({
          kind: 'select',
          selection: { from: sq(S('c1')), dest: sq(S('e7')), via: [], choices: [] },
        });
        const sel = r.kind === 'select' ? r.selection : null;
        expect(candidates(legal, sel).map((c) => c.input)).toEqual(I(['c1:e3:g5:e7', 'c1:a3:c5:e7']));
        expect(names(targets(legal, sel))).toEqual(P('a3', 'c5', 'e3', 'g5').sort());
      });
      it('the first different landing square chooses', () => {
        expect(pressAll(legal, P('c1', 'e7', 'e3'))).toEqual({ kind: 'play', move: m('c1:e3:g5:e7') });
        expect(pressAll(legal, P('c1', 'e7', 'a3'))).toEqual({ kind: 'play', move: m('c1:a3:c5:e7') });
      });
      it('a later landing square that only one path visits chooses too', () => {
        expect(pressAll(legal, P('c1', 'e7', 'c5'))).toEqual({ kind: 'play', move: m('c1:a3:c5:e7') });
        expect(pressAll(legal, P('c1', 'e7', 'g5'))).toEqual({ kind: 'play', move: m('c1:e3:g5:e7') });
      });
      it('the intermediate square first, then the end, plays the same move', () => {
        expect(pressAll(legal, P('c1', 'a3', 'e7'))).toEqual({ kind: 'play', move: m('c1:a3:c5:e7') });
      });
      it('an end only one path reaches plays at once', () => {
        expect(pressAll(legal, P('c1', 'h6'))).toEqual({ kind: 'play', move: m('c1:e3:h6') });
      });
      it('pressing the pending end again keeps waiting; the piece again drops the pick', () => {
        const sel: Selection = { from: sq(S('c1')), dest: sq(S('e7')), via: [], choices: [] };
        expect(press(legal, sel, sq(S('e7')))).toEqual({ kind: 'select', selection: sel });
        expect(press(legal, sel, sq(S('c1')))).toEqual({ kind: 'select', selection: null });
      });
    });

    it('paths that share their start fix it, then the next square chooses (one may go straight to the end)', () => {
      const legal = L(['c1:e3:g5:e7:c5', 'c1:e3:c5']);
      const r = pressAll(legal, P('c1', 'c5'));
      expect(r).toEqual({
        kind: 'select',
        selection: { from: sq(S('c1')), dest: sq(S('c5')), via: [sq(S('e3'))], choices: [] },
      });
      const sel = r.kind === 'select' ? r.selection : null;
      expect(names(targets(legal, sel))).toEqual(P('c5', 'e7', 'g5').sort());
      expect(press(legal, sel, sq(S('g5')))).toEqual({ kind: 'play', move: m('c1:e3:g5:e7:c5') });
      expect(press(legal, sel, sq(S('c5')))).toEqual({ kind: 'play', move: m('c1:e3:c5') });
    });

    it('the piece again drops the pick even where a capture round a ring ends on it; circles() offers the ring', () => {
      const legal = L(['c3:e5:g3:e1:c3', 'c3:e5:g3:e1:b4', 'c3:e1:g3:e5:b2']);
      const picked = pressAll(legal, P('c3'));
      const sel = picked.kind === 'select' ? picked.selection : null;
      expect(sel).toEqual(pick(sq(S('c3'))));
      expect(press(legal, sel, sq(S('c3')))).toEqual({ kind: 'select', selection: null });
      expect(names(targets(legal, sel))).toEqual(P('b2', 'b4').sort());
      expect(circles(legal, sel).map((c) => c.input)).toEqual([m('c3:e5:g3:e1:c3')]);
      expect(circles(legal, null)).toEqual([]);
    });

    it('a ring taken either way round back to its start is chosen by its first landing square', () => {
      const legal = L(['c1:a3:c5:e3:c1', 'c1:e3:c5:a3:c1']);
      const sel = pick(sq(S('c1')));
      expect(circles(legal, sel).map((c) => c.input)).toEqual(I(['c1:a3:c5:e3:c1', 'c1:e3:c5:a3:c1']));
      expect(press(legal, sel, sq(S('e3')))).toEqual({ kind: 'play', move: m('c1:e3:c5:a3:c1') });
    });
  });
}
