/**
 * Fixtures of the chart pages (docs/demo-api.md, "Charts"): the same figures on every run, a year
 * of months from December 2025, and a small organisation (English and Thai names; pictures from
 * `mocks/public/images/avatars/`, some people have none).
 */
import type { ChartsGalleryResponse, OrganisationResponse } from '@pp/features/wire';

/** The first of each month from December 2025 to November 2026, midnight in Bangkok. */
const months = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2025, 11 + index, 1) - 7 * 60 * 60_000).toISOString(),
);

/** A smooth, repeatable curve of 12 points around `base`, climbing by `slope` a month. */
const curve = (base: number, swing: number, slope: number, phase: number): number[] =>
  Array.from({ length: 12 }, (_, i) => Math.round(base + slope * i + swing * Math.sin(i * 0.8 + phase)));

export const chartsGallery: ChartsGalleryResponse = {
  months,
  visits: [
    { id: 'organic', values: curve(4200, 600, 120, 0.3) },
    { id: 'referral', values: curve(2100, 380, 60, 1.6) },
    { id: 'social', values: curve(1500, 420, 150, 2.8) },
  ],
  players: [
    { id: 'newPlayers', values: curve(820, 160, 25, 0.9) },
    { id: 'returning', values: curve(2600, 240, 45, 2.1) },
  ],
  revenue: [
    { id: 'slots', values: curve(18_000, 2600, 400, 0.4) },
    { id: 'liveCasino', values: curve(12_500, 1900, 250, 1.9) },
    { id: 'sports', values: curve(7_800, 2400, 120, 3.2) },
  ],
  regions: [
    { id: 'bangkok', thisYear: 48_200, lastYear: 41_900 },
    { id: 'central', thisYear: 27_400, lastYear: 25_100 },
    { id: 'north', thisYear: 18_900, lastYear: 20_300 },
    { id: 'northeast', thisYear: 23_600, lastYear: 18_700 },
    { id: 'south', thisYear: 15_300, lastYear: 14_800 },
  ],
  devices: [
    { id: 'mobile', value: 68 },
    { id: 'desktop', value: 24 },
    { id: 'tablet', value: 8 },
  ],
  deposits: {
    actual: curve(32_000, 4200, 900, 0.6),
    target: Array.from({ length: 12 }, (_, i) => 30_000 + i * 1_200),
  },
};

export const emptyChartsGallery: ChartsGalleryResponse = {
  months: [],
  visits: [],
  players: [],
  revenue: [],
  regions: [],
  devices: [],
  deposits: { actual: [], target: [] },
};

const avatar = (n: number) => `/images/avatars/avatar-${n}.svg`;

export const organisation: OrganisationResponse = {
  people: [
    { id: 'p-1', name: 'Alene Marsh', role: 'Chief executive officer', avatar: avatar(1), managerId: '' },
    { id: 'p-2', name: 'สมชาย ใจดี', role: 'Chief technology officer', avatar: avatar(2), managerId: 'p-1' },
    { id: 'p-3', name: 'Priya Mehta', role: 'Chief financial officer', avatar: avatar(4), managerId: 'p-1' },
    { id: 'p-4', name: 'Chanida Wong', role: 'Head of player support', avatar: '', managerId: 'p-1' },
    { id: 'p-5', name: 'Kenji Watanabe', role: 'Engineering manager', avatar: avatar(3), managerId: 'p-2' },
    { id: 'p-6', name: 'นภา ศรีสุข', role: 'Design lead', avatar: avatar(6), managerId: 'p-2' },
    { id: 'p-7', name: 'Daniel Okafor', role: 'Frontend engineer', avatar: '', managerId: 'p-5' },
    { id: 'p-8', name: 'Olivia Bennett', role: 'Backend engineer', avatar: avatar(5), managerId: 'p-5' },
    { id: 'p-9', name: 'ธนากร วงศ์สวัสดิ์', role: 'Accountant', avatar: '', managerId: 'p-3' },
    { id: 'p-10', name: 'Maria Santos', role: 'Support agent', avatar: '', managerId: 'p-4' },
    { id: 'p-11', name: 'พิมพ์ชนก ธนพัฒน์', role: 'Support agent', avatar: '', managerId: 'p-4' },
  ],
};

export const emptyOrganisation: OrganisationResponse = { people: [] };
