/** Server data of the chart pages (DESIGN.md "Data flow"): one read per page. */
import type { Getter } from 'jotai';

import { clientsAtom } from '../shared/api/http';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { fetchGallery, fetchOrganisation } from './api/endpoints';

const demo = (get: Getter) => get(clientsAtom).demo;

/** The charts page's figures (`GET /api/charts/gallery`). */
export const galleryAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.chartsGallery,
  queryFn: ({ signal }) => fetchGallery(demo(get), signal),
}));

/** The organisation's people (`GET /api/charts/organisation`). */
export const organisationAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.chartsOrganisation,
  queryFn: ({ signal }) => fetchOrganisation(demo(get), signal),
}));
