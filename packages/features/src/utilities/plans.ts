/**
 * The template's pricing plans (demo content, in US dollars as the template's shop): a monthly
 * price in cents and the features each plan includes. A year costs twelve months less the yearly
 * discount; amounts stay integer cents until they are formatted.
 */
export type Billing = 'monthly' | 'yearly';

export const FEATURES = ['players', 'dashboard', 'reports', 'promotions', 'api', 'support'] as const;
export type Feature = (typeof FEATURES)[number];

export interface Plan {
  id: 'basic' | 'standard' | 'premium';
  /** The price of a month, in cents. */
  monthlyCents: number;
  /** The players the plan allows (the `players` feature's figure). */
  players: number;
  features: readonly Feature[];
  popular?: boolean;
}

/** The discount of a yearly bill, in percent. */
export const YEARLY_DISCOUNT = 20;

export const PLANS: readonly [Plan, Plan, Plan] = [
  { id: 'basic', monthlyCents: 900, players: 500, features: ['players', 'dashboard'] },
  {
    id: 'standard',
    monthlyCents: 2900,
    players: 5000,
    features: ['players', 'dashboard', 'reports', 'promotions'],
    popular: true,
  },
  { id: 'premium', monthlyCents: 5900, players: 50000, features: [...FEATURES] },
];

/** What a plan costs for the billing period, in cents. */
export function priceCents(plan: Plan, billing: Billing): number {
  if (billing === 'monthly') return plan.monthlyCents;
  return Math.round((plan.monthlyCents * 12 * (100 - YEARLY_DISCOUNT)) / 100);
}

/** What a yearly bill saves over twelve monthly ones, in cents. */
export function yearlySavingCents(plan: Plan): number {
  return plan.monthlyCents * 12 - priceCents(plan, 'yearly');
}
