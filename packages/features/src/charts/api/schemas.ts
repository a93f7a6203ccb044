/**
 * The chart pages' bodies as yup schemas (docs/demo-api.md, "Charts"): the charts page's figures
 * and the organisation's people. The types of types.ts come from here; the mock's fixtures are
 * typed from them. Money is in dollars like the rest of the demo API.
 */
import * as yup from 'yup';

import { datetimeSchema, oneOf } from '../../shared/wire/fields';
import { arrayOf, record } from '../../shared/wire/read';

/** The line chart's series: visits per channel. */
export const CHANNEL_IDS = ['organic', 'referral', 'social'] as const;
/** The area chart's series: players per kind. */
export const PLAYER_KINDS = ['newPlayers', 'returning'] as const;
/** The stacked bar chart's series: revenue per product. */
export const PRODUCT_IDS = ['slots', 'liveCasino', 'sports'] as const;
/** The grouped bar chart's categories. */
export const REGION_IDS = ['bangkok', 'central', 'north', 'northeast', 'south'] as const;
/** The donut chart's slices. */
export const DEVICE_IDS = ['mobile', 'desktop', 'tablet'] as const;

const text = () => yup.string().defined();
const figure = () => yup.number().min(0).required();

/** Series over the body's `months`, one value per month. */
const seriesOf = <T extends string>(ids: readonly T[]) =>
  arrayOf(record({ id: oneOf(ids), values: arrayOf(figure()) }));

/** One person of the organisation; `managerId` is empty for the head. */
export const personSchema = record({
  id: text(),
  name: text(),
  role: text(),
  /** Public picture path; empty: initials. */
  avatar: text(),
  managerId: text(),
});

export const chartsResponses = {
  /** `GET /api/charts/gallery`. */
  gallery: record({
    /** The start of each month, oldest first. */
    months: arrayOf(datetimeSchema),
    visits: seriesOf(CHANNEL_IDS),
    players: seriesOf(PLAYER_KINDS),
    revenue: seriesOf(PRODUCT_IDS),
    regions: arrayOf(record({ id: oneOf(REGION_IDS), thisYear: figure(), lastYear: figure() })),
    devices: arrayOf(record({ id: oneOf(DEVICE_IDS), value: figure() })),
    /** The mixed chart: deposits per month (bars) against their target (line). */
    deposits: record({ actual: arrayOf(figure()), target: arrayOf(figure()) }),
  }),
  /** `GET /api/charts/organisation`. */
  organisation: record({ people: arrayOf(personSchema) }),
} as const;
