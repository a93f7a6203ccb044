/** Pure logic of the game lobby: category and search filter (unit-tested in games.test.ts). */
import type { GameCategory, GameLink } from './types';

export interface GameFilter {
  category: GameCategory | 'all';
  /** Free text matched against the game's name and studio, case-insensitively. */
  query: string;
}

export const EMPTY_GAME_FILTER: GameFilter = { category: 'all', query: '' };

/** The games that pass the filter, in lobby order. */
export function filterGames(games: readonly GameLink[], filter: GameFilter): GameLink[] {
  const query = filter.query.trim().toLocaleLowerCase('th-TH');
  return games.filter(
    (game) =>
      (filter.category === 'all' || game.category === filter.category) &&
      (query === '' ||
        game.name.toLocaleLowerCase('th-TH').includes(query) ||
        game.provider.toLocaleLowerCase('th-TH').includes(query)),
  );
}

/** The categories that have at least one game, in the fixed order of the chips. */
export function categoriesOf(games: readonly GameLink[], order: readonly GameCategory[]): GameCategory[] {
  const present = new Set(games.map((game) => game.category));
  return order.filter((category) => present.has(category));
}
