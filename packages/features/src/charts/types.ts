/** The chart pages' data, from their wire schemas (api/schemas.ts). */
import type { InferType } from 'yup';

import type { chartsResponses, personSchema } from './api/schemas';

export type ChartsGalleryResponse = InferType<typeof chartsResponses.gallery>;
export type OrganisationResponse = InferType<typeof chartsResponses.organisation>;
export type Person = InferType<typeof personSchema>;
