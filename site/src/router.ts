// The URL's hash names the screen, so a link opens a game on any sub-path of a static host:
// '#/reversi', '#/draughts' a game; '#/' (or anything unknown) the start screen; no hash: the last game played.
import { GAME_IDS, type GameId } from './state';

export type Route = { kind: 'start' } | { kind: 'game'; game: GameId } | { kind: 'last' };

export function parseRoute(hash: string): Route {
  if (hash === '' || hash === '#') return { kind: 'last' };
  const name = /^#\/?([\w-]*)\/?$/.exec(hash)?.[1] ?? '';
  const game = GAME_IDS.find((id) => id === name);
  return game ? { kind: 'game', game } : { kind: 'start' };
}

export function routeHash(route: Route): string {
  return route.kind === 'game' ? `#/${route.game}` : route.kind === 'start' ? '#/' : '';
}
