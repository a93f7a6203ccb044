import { describe, expect, it } from 'vitest';

import { toPrize } from './api/endpoints';
import { labelLines, rotationFor, TURNS } from './geometry';

/** Where the middle of segment `index` of `count` ends up (degrees clockwise from the top). */
const landing = (index: number, count: number, rotation: number) =>
  (((((index + 0.5) * 360) / count + rotation) % 360) + 360) % 360;

describe('rotationFor', () => {
  it('brings the middle of the drawn segment under the pointer after six whole turns', () => {
    for (const count of [2, 8, 12]) {
      for (let index = 0; index < count; index += 1) {
        const rotation = rotationFor(index, count, 0);
        expect(landing(index, count, rotation)).toBeCloseTo(0);
        expect(rotation).toBeGreaterThanOrEqual(TURNS * 360);
        expect(rotation).toBeLessThan((TURNS + 1) * 360);
      }
    }
  });

  it('keeps turning forward from wherever the last spin stopped', () => {
    const first = rotationFor(3, 8, 0);
    const second = rotationFor(5, 8, first);
    expect(second - first).toBeGreaterThanOrEqual(TURNS * 360);
    expect(landing(5, 8, second)).toBeCloseTo(0);
    expect(landing(3, 8, rotationFor(3, 8, second))).toBeCloseTo(0);
  });
});

describe('labelLines', () => {
  it('keeps short labels and labels without a space on one line', () => {
    expect(labelLines('เครดิต ฿50')).toEqual(['เครดิต ฿50']);
    expect(labelLines('เครดิตฟรีเข้ากระเป๋าทันที')).toEqual(['เครดิตฟรีเข้ากระเป๋าทันที']);
  });

  it('splits a long label at the space nearest its middle', () => {
    expect(labelLines('เสียใจด้วยนะ รอบหน้าเอาใหม่')).toEqual(['เสียใจด้วยนะ', 'รอบหน้าเอาใหม่']);
    expect(labelLines('หมุนฟรีอีกหนึ่งรอบ 10 แต้ม')).toEqual(['หมุนฟรีอีกหนึ่งรอบ', '10 แต้ม']);
  });
});

describe('toPrize', () => {
  it('reads credit as satang, points as points, none as nothing', () => {
    expect(toPrize('credit', 1250.5)).toEqual({ type: 'credit', amountSatang: 125050 });
    expect(toPrize('points', 3)).toEqual({ type: 'points', points: 3 });
    expect(toPrize('none', 0)).toEqual({ type: 'none' });
  });
});
