/**
 * The game lobby of the mock player API: made-up games and studios (no real brands). Each game has
 * its own small SVG art in the mock's static files (public/images/games/<id>.svg), and opens on a
 * static demo page of the mock (public/demo-game.html), so the demo never leaves the site.
 */
import type { GameCategory, GameLinkWire as GameLink } from '@pp/features/wire';

/** Where a game opens in the mock: a static demo page shipped with the mock, carrying the game id. */
export function gameUrl(gameId: string): string {
  return `/demo-game.html?game=${encodeURIComponent(gameId)}`;
}

/** A game's art: a path on the app's site, served from the mock's static files (mock mode only). */
export function gameArt(gameId: string): string {
  return `/images/games/${gameId}.svg`;
}

const game = (
  id: string,
  name: string,
  provider: string,
  category: GameCategory,
  color: string,
): GameLink => ({
  id,
  name,
  provider,
  category,
  color,
  imageUrl: gameArt(id),
  url: gameUrl(id),
});

/** 14 games over the four categories. */
export const gameLinks: readonly GameLink[] = [
  game('slot-golden-elephant', 'ช้างทองมหาเฮง', 'Siam Spin Studio', 'slot', '#f9a825'),
  game('slot-naga-treasure', 'ขุมทรัพย์พญานาค', 'Siam Spin Studio', 'slot', '#2e7d32'),
  game('slot-songkran-splash', 'สงกรานต์สาดแตก', 'Lanna Play', 'slot', '#0288d1'),
  game('slot-tuk-tuk-rush', 'Tuk Tuk Rush', 'Lanna Play', 'slot', '#ef6c00'),
  game('slot-mango-sticky', 'ข้าวเหนียวมะม่วงแจ็คพอต', 'Chao Phraya Games', 'slot', '#fbc02d'),
  game('slot-lucky-lotus', 'Lucky Lotus', 'Chao Phraya Games', 'slot', '#d81b60'),
  game('casino-siam-baccarat', 'บาคาร่าสยาม', 'Royal Siam Live', 'casino', '#b71c1c'),
  game('casino-hilo-thai', 'ไฮโลไทย', 'Royal Siam Live', 'casino', '#6a1b9a'),
  game('casino-dragon-tiger', 'เสือมังกร', 'Royal Siam Live', 'casino', '#c62828'),
  game('casino-roulette', 'Roulette Bangkok', 'Chao Phraya Games', 'casino', '#1b5e20'),
  game('sport-thai-league', 'ฟุตบอลไทยลีก', 'Andaman Sports', 'sport', '#1565c0'),
  game('sport-muay-thai', 'มวยไทยสด', 'Andaman Sports', 'sport', '#d84315'),
  game('fishing-andaman', 'ยิงปลาอันดามัน', 'Lanna Play', 'fishing', '#00838f'),
  game('fishing-golden-carp', 'ปลาตะเพียนทอง', 'Siam Spin Studio', 'fishing', '#ff8f00'),
];

/** A session code for the player login link: stable for a player and game, never random. */
export function loginSession(playerId: string, gameId: string): string {
  let hash = 2166136261;
  for (const char of `${playerId}:${gameId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
