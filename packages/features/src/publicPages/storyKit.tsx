/**
 * Story helpers of the site's public pages (not shipped): the player API's three public reads
 * failing, empty or never answering (the website setting too) (a story puts them before the mock's player handlers), and a
 * stand-in register page that shows where a link led.
 */
import Typography from '@mui/material/Typography';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';

import { playerPaths } from '../shared/api/playerPaths';
import { endpointHandlers } from '../shared/storyKit';
import { paths } from '../shared/routes/paths';

const site = endpointHandlers(playerPaths);
const reads = ['banners', 'gameList', 'promotions'] as const;

const withReads = (answer: (key: (typeof reads)[number]) => HttpHandler): HttpHandler[] => reads.map(answer);

export const siteReads = {
  /** 500 for the banners, the games and the promotions. */
  failing: withReads((key) => site.getFails(key, 500, { message: 'Internal server error' })),
  /** No banner, no game, no promotion. */
  empty: withReads((key) => site.getReturns(key, key === 'gameList' ? [] : { data: [] })),
  /** The three reads and the website setting never answer (the skeletons stay). */
  loading: [...reads, 'websiteSetting' as const].map((key) =>
    http.get(site.pattern(key), async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  ),
};

/** Where a link of the page led: the path and the query, as a stand-in page says it. */
function Destination() {
  const { pathname, search } = useLocation();
  return (
    <Typography component="h1" variant="h2" sx={{ p: 3 }}>
      {`Opened ${pathname}${search}`}
    </Typography>
  );
}

/** The page at its path, and a stand-in register page (the real one is the auth feature's). */
export function SiteRoutes({ page }: { page: ReactNode }) {
  return (
    <Routes>
      <Route path={paths.guest.register} element={<Destination />} />
      <Route path="*" element={page} />
    </Routes>
  );
}
