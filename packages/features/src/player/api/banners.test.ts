import { describe, expect, it } from 'vitest';

import { readBody } from '../../shared/wire/read';
import { playerResponses } from './schemas';

const banner = {
  id: 'b1',
  title: 'โปรต้อนรับ',
  subtitle: '',
  imageUrl: '/images/banner-1.jpg',
  gradient: { from: '#5e35b1', to: '#1e88e5', angle: 135 },
  link: '/player/promotions',
};

const read = (rows: unknown[]) => readBody(playerResponses.banners, { data: rows }).data;

describe('banners from the API go into CSS and links only when they are safe there', () => {
  it('keeps a well-formed banner as it is', () => {
    expect(read([banner])).toEqual([banner]);
  });

  it('leaves out a banner whose colours are not plain hex (they would inject CSS)', () => {
    const rows = read([
      {
        ...banner,
        id: 'bad',
        gradient: { ...banner.gradient, from: 'red;background:url(https://evil.example/t)' },
      },
      banner,
    ]);
    expect(rows.map((row) => row.id)).toEqual(['b1']);
  });

  it('draws the gradient instead of an image address that could leave url("...")', () => {
    const [row] = read([{ ...banner, imageUrl: '/a.png"), url(https://evil.example/t.gif' }]);
    expect(row?.imageUrl).toBeNull();
    const [other] = read([{ ...banner, imageUrl: 'https://evil.example/track.gif' }]);
    expect(other?.imageUrl).toBeNull();
  });

  it('drops a link that leaves the app', () => {
    for (const link of ['javascript:alert(1)', '//evil.example', 'https://evil.example/'])
      expect(read([{ ...banner, link }])[0]?.link, link).toBe('');
  });
});
