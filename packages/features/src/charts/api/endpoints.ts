/**
 * Calls of the chart pages (docs/demo-api.md, "Charts"). Each takes the demo API client and reads
 * the answer through its schema (schemas.ts); it rejects with an ApiError.
 */
import type { ApiClient } from '../../shared/api/http';
import { chartsPaths } from '../../shared/api/endpoints';
import { readBody } from '../../shared/wire/read';
import type { ChartsGalleryResponse, OrganisationResponse } from '../types';
import { chartsResponses } from './schemas';

/** `GET /api/charts/gallery`. */
export async function fetchGallery(client: ApiClient, signal?: AbortSignal): Promise<ChartsGalleryResponse> {
  const { data } = await client.get<unknown>(chartsPaths.gallery, { signal });
  return readBody(chartsResponses.gallery, data);
}

/** `GET /api/charts/organisation`. */
export async function fetchOrganisation(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<OrganisationResponse> {
  const { data } = await client.get<unknown>(chartsPaths.organisation, { signal });
  return readBody(chartsResponses.organisation, data);
}
