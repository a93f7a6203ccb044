import { describe, expect, it } from 'vitest';

import { PLANS, priceCents, yearlySavingCents } from './plans';

describe('pricing plans', () => {
  it('bills a month at its price and a year at twelve months less 20%', () => {
    const [basic, standard, premium] = PLANS;
    expect(priceCents(basic, 'monthly')).toBe(900);
    expect(priceCents(basic, 'yearly')).toBe(8640);
    expect(priceCents(standard, 'yearly')).toBe(27840);
    expect(priceCents(premium, 'yearly')).toBe(56640);
  });

  it('says what a year saves', () => {
    expect(PLANS.map(yearlySavingCents)).toEqual([2160, 6960, 14160]);
  });

  it('has one popular plan, and each plan includes what the cheaper ones do', () => {
    const [basic, standard, premium] = PLANS;
    expect(PLANS.filter((plan) => plan.popular)).toEqual([standard]);
    expect(standard.features).toEqual(expect.arrayContaining([...basic.features]));
    expect(premium.features).toEqual(expect.arrayContaining([...standard.features]));
  });
});
