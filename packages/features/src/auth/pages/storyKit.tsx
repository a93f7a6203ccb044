/**
 * Helpers of the template auth pages' stories: the 18 pages at their paths (so the links between
 * one layout's pages and the login's redirect work), the app's other pages as stand-ins.
 */
import { Route, Routes } from 'react-router-dom';

import { AUTH_PAGE_KINDS, pathTo } from '../../shared/routes/paths';
import { Destination } from '../storyKit';
import { authPageScreen } from './routes';
import * as screens from './screens';

const pages = AUTH_PAGE_KINDS.flatMap((kind) =>
  ([1, 2, 3] as const).map((layout) => ({
    path: pathTo.authPage(kind, layout),
    Screen: screens[authPageScreen(kind, layout)],
  })),
);

export function AuthPagesRoutes() {
  return (
    <Routes>
      {pages.map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      <Route path="*" element={<Destination />} />
    </Routes>
  );
}
