import { describe, expect, it } from 'vitest';

import { categoriesOf, EMPTY_GAME_FILTER, filterGames } from './games';
import type { GameLink } from './types';

const game = (id: string, name: string, provider: string, category: GameLink['category']): GameLink => ({
  id,
  name,
  provider,
  category,
  color: '#000000',
  imageUrl: null,
  url: `/play/${id}`,
});

const games = [
  game('a', 'ช้างทองมหาเฮง', 'Siam Spin Studio', 'slot'),
  game('b', 'Tuk Tuk Rush', 'Lanna Play', 'slot'),
  game('c', 'บาคาร่าสยาม', 'Royal Siam Live', 'casino'),
  game('d', 'ยิงปลาอันดามัน', 'Lanna Play', 'fishing'),
];

describe('filterGames', () => {
  it('keeps every game with the empty filter', () => {
    expect(filterGames(games, EMPTY_GAME_FILTER)).toEqual(games);
  });

  it('filters by category', () => {
    expect(filterGames(games, { category: 'slot', query: '' }).map((g) => g.id)).toEqual(['a', 'b']);
    expect(filterGames(games, { category: 'sport', query: '' })).toEqual([]);
  });

  it('searches names and studios case-insensitively, trimming the query', () => {
    expect(filterGames(games, { category: 'all', query: ' tuk ' }).map((g) => g.id)).toEqual(['b']);
    expect(filterGames(games, { category: 'all', query: 'lanna' }).map((g) => g.id)).toEqual(['b', 'd']);
    expect(filterGames(games, { category: 'all', query: 'สยาม' }).map((g) => g.id)).toEqual(['c']);
    expect(filterGames(games, { category: 'fishing', query: 'lanna' }).map((g) => g.id)).toEqual(['d']);
  });

  it('lists the categories that have games, in chip order', () => {
    expect(categoriesOf(games, ['slot', 'casino', 'sport', 'fishing'])).toEqual([
      'slot',
      'casino',
      'fishing',
    ]);
  });
});
