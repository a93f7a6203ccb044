import { describe, expect, it } from 'vitest';

import { describeBalanceSeries, tickDays, toChartSeries } from './chart';
import type { BalancePoint } from './history';

const points: BalancePoint[] = [
  { day: '2026-11-18', balanceSatang: 100_000 },
  { day: '2026-11-19', balanceSatang: 72_525 },
  { day: '2026-11-20', balanceSatang: 125_050 },
];

describe('chart helpers', () => {
  it('turns satang into a baht series', () => {
    expect(toChartSeries(points, 'balance')).toEqual({
      id: 'balance',
      data: [
        { x: '2026-11-18', y: 1000 },
        { x: '2026-11-19', y: 725.25 },
        { x: '2026-11-20', y: 1250.5 },
      ],
    });
  });

  it('spreads axis ticks over the range, keeping both ends', () => {
    const many = Array.from({ length: 90 }, (_, i) => ({ day: `d${i}`, balanceSatang: i }));
    expect(tickDays(many, 4)).toEqual(['d0', 'd30', 'd59', 'd89']);
    expect(tickDays(points, 6)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
  });

  it('summarises the series for screen readers', () => {
    expect(describeBalanceSeries(points)).toBe(
      'กราฟยอดเงินคงเหลือรายวัน 3 วัน ตั้งแต่ 18 พ.ย. 2569 ถึง 20 พ.ย. 2569 ต่ำสุด ฿725.25 สูงสุด ฿1,250.50 ล่าสุด ฿1,250.50',
    );
    expect(describeBalanceSeries([])).toBe('ยังไม่มีรายการสำหรับแสดงกราฟ');
  });
});
