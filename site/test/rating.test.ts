// "Match my strength": the rating's Elo update, the level that follows it, the ladder's Elos for the rating
// (measured, or placed between the measured ones) and the rating's save.
import { describe, expect, it } from 'vitest';
import type { LevelSpec } from 'ply-engine';
import { expectedScore, kFactor, levelForRating, rateGame, type PlayerRating } from '../src/state/rating';
import { measuredElo, ratingElos, levelNeedsData, showsThinking, defaultLevel, topLevel } from '../src/state/ladder';
import { parseRating, loadRating, saveRating, ratingKey } from '../src/storage/persist';
import { exportElos } from '../src/storage/export-info';
import { stubLocalStorage } from './memory-storage';

const spec = (name: string, elo: number, legacy = 0): LevelSpec => ({ name, elo, legacy });

/** A measured ladder: 0, 300, 600, … 1800. */
const MEASURED: LevelSpec[] = [
  spec('random', 0, 1),
  spec('greedy', 300, 2),
  spec('minimax', 600, 3),
  spec('classic', 900, 4),
  spec('club', 1200),
  spec('expert', 1500),
  spec('max', 1800, 5),
];

describe('the Elo update', () => {
  it('expects half the points against an equal opponent, more against a weaker one', () => {
    expect(expectedScore(1000, 1000)).toBe(0.5);
    expect(expectedScore(1400, 1000)).toBeCloseTo(10 / 11, 10);
  });

  it('moves fast for the first ten games (K 40), then slower (K 20)', () => {
    expect(kFactor(0)).toBe(40);
    expect(kFactor(9)).toBe(40);
    expect(kFactor(10)).toBe(20);
  });

  it('a first rating starts at the level’s Elo: a win against an equal there gains 20, a loss loses 20', () => {
    const won = rateGame(null, MEASURED, 5, 'win', '2026-12-07');
    expect(won.rating.rating).toBe(1220);
    expect(won.rating.games).toBe(1);
    expect(won.rating.history).toEqual([{ date: '2026-12-07', result: 'win', level: 5, rating: 1220, change: 20 }]);
    const lost = rateGame(null, MEASURED, 5, 'loss', '2026-12-07');
    expect(lost.rating.rating).toBe(1180);
    expect(lost.rating.history[0]?.change).toBe(-20);
    expect(rateGame(null, MEASURED, 5, 'draw', '2026-12-07').rating.rating).toBe(1200);
  });

  it('an established rating moves by K 20 against the level’s Elo', () => {
    const before: PlayerRating = { rating: 1200, games: 30, history: [] };
    const won = rateGame(before, MEASURED, 3, 'win', '2026-12-07'); // 1200 beats 600: little to gain
    expect(won.rating.rating).toBeCloseTo(1200 + 20 * (1 - expectedScore(1200, 600)), 10);
    expect(won.rating.games).toBe(31);
    const lost = rateGame(before, MEASURED, 3, 'loss', '2026-12-07'); // and much to lose
    expect(lost.rating.rating).toBeCloseTo(1200 - 20 * expectedScore(1200, 600), 10);
    expect(lost.rating.history[0]?.change).toBe(-19);
  });
});

describe('the level that follows the rating', () => {
  it('is the rung whose Elo is nearest (the lower of two as near), never beyond the ends', () => {
    expect(levelForRating(MEASURED, 1190, 1)).toBe(5);
    expect(levelForRating(MEASURED, 1050, 1)).toBe(4);
    expect(levelForRating(MEASURED, 1049, 7)).toBe(4);
    expect(levelForRating(MEASURED, -400, 4)).toBe(1);
    expect(levelForRating(MEASURED, 5000, 4)).toBe(7);
  });

  it('never moves against the result: a win keeps at least the level beaten, a loss at most the one lost to', () => {
    expect(levelForRating(MEASURED, 300, 5, 'win')).toBe(5);
    expect(levelForRating(MEASURED, 1800, 2, 'loss')).toBe(2);
    expect(levelForRating(MEASURED, 300, 5, 'draw')).toBe(2);
  });

  it('moves up after a win and down after a loss once the rating has left the level behind', () => {
    const strong: PlayerRating = { rating: 1500, games: 20, history: [] };
    expect(rateGame(strong, MEASURED, 1, 'win', '2026-12-07').level).toBe(6);
    const weak: PlayerRating = { rating: 400, games: 20, history: [] };
    expect(rateGame(weak, MEASURED, 7, 'loss', '2026-12-07').level).toBe(2);
  });

  it('keeps the latest 200 games of the history', () => {
    let rating: PlayerRating | null = null;
    for (let i = 0; i < 205; i++) rating = rateGame(rating, MEASURED, 4, i % 2 ? 'win' : 'loss', '2026-12-07').rating;
    expect(rating?.history).toHaveLength(200);
    expect(rating?.games).toBe(205);
  });
});

describe('the ladder’s Elos for the rating', () => {
  it('a rung measured at 0 above the first is not measured yet', () => {
    const ladder = [spec('random', 0, 1), spec('greedy', 0, 2), spec('club', 1200)];
    expect(measuredElo(ladder, 1)).toBe(0);
    expect(measuredElo(ladder, 2)).toBeNull();
    expect(measuredElo(ladder, 3)).toBe(1200);
    expect(measuredElo(ladder, 4)).toBeNull();
  });

  it('places an unmeasured rung evenly between its measured neighbours, or 100 above the one below', () => {
    const ladder = [spec('random', 0, 1), spec('a', 0), spec('b', 0), spec('c', 900), spec('d', 0), spec('e', 0)];
    expect(ratingElos(ladder)).toEqual([0, 300, 600, 900, 1000, 1100]);
    const none = [spec('random', 0, 1), spec('a', 0), spec('b', 0)];
    expect(ratingElos(none)).toEqual([0, 100, 200]);
  });

  it('an unmeasured ladder still follows the rating', () => {
    const none = Array.from({ length: 15 }, (_, i) => spec(`l${i}`, 0, i === 0 ? 1 : 0));
    const rated: PlayerRating = { rating: 1000, games: 20, history: [] };
    expect(rateGame(rated, none, 1, 'win', '2026-12-07').level).toBe(11);
    expect(rateGame(rated, none, 15, 'loss', '2026-12-07').level).toBe(11);
  });
});

describe('the ladder as the page reads it', () => {
  it('a new player meets the old level 3’s rung; the top rung is full strength', () => {
    expect(defaultLevel(MEASURED)).toBe(3);
    expect(topLevel(MEASURED)).toBe(7);
    expect(topLevel([])).toBe(1);
  });

  it('the original designs’ bots read no data file and the one-move bots show no thinking', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => levelNeedsData(MEASURED, n))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => showsThinking(MEASURED, n))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    // Gomoku's greedy bot sits above its look-ahead.
    const gomoku = [spec('random', 0, 1), spec('beginner', 0), spec('lookahead', 0, 3), spec('original', 0, 2)];
    expect(gomoku.map((_, i) => showsThinking(gomoku, i + 1))).toEqual([false, false, true, false]);
  });

  it('an export gives the computer’s side its level’s Elo where it is measured', () => {
    expect(exportElos({ mode: 'hvc', human: 0, level: 5 }, MEASURED)).toEqual([null, 1200]);
    expect(exportElos({ mode: 'hvc', human: 1, level: 5 }, MEASURED)).toEqual([1200, null]);
    expect(exportElos({ mode: 'cvc', human: 0, level: 7 }, MEASURED)).toEqual([1800, 1800]);
    expect(exportElos({ mode: 'hvh', human: 0, level: 7 }, MEASURED)).toEqual([null, null]);
    expect(exportElos({ mode: 'hvc', human: 0, level: 1 }, MEASURED)).toEqual([null, null]);
    expect(exportElos({ mode: 'hvc', human: 0, level: 2 }, [spec('random', 0, 1), spec('x', 0)])).toEqual([null, null]);
  });
});

describe('the rating kept on the device', () => {
  it('survives its save and refuses what is not one', () => {
    stubLocalStorage();
    const rated = rateGame(null, MEASURED, 4, 'win', '2026-12-07').rating;
    saveRating('chess', rated);
    expect(ratingKey('chess')).toBe('ply.v1.rating.chess');
    expect(loadRating('chess')).toEqual(rated);
    expect(loadRating('reversi')).toBeNull();
    expect(parseRating('{"rating":"high","games":1,"history":[]}')).toBeNull();
    expect(parseRating('not json')).toBeNull();
    // A bad entry of the history is left out; the rating stays.
    expect(
      parseRating(
        '{"rating":1000,"games":2,"history":[{"date":"x","result":"win","level":1,"rating":1,"change":1},' +
          '{"date":"2026-12-07","result":"loss","level":3,"rating":990,"change":-10}]}',
      ),
    ).toEqual({
      rating: 1000,
      games: 2,
      history: [{ date: '2026-12-07', result: 'loss', level: 3, rating: 990, change: -10 }],
    });
  });
});
