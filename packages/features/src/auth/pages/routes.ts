import { AUTH_PAGE_KINDS, pathTo, type AuthPageKind, type AuthPageLayout } from '../../shared/routes/paths';
import type { FeatureRoutes } from '../../shared/routes/types';

// The template's one lazy chunk (decision 0023): an entry of their own would pull MUI modules into
// the chunk every first load carries.
const screens = () => import('../../templateScreens');
type Screens = Awaited<ReturnType<typeof screens>>;

/** A kind's name in code: `forgot-password` is `ForgotPassword` (its screens and its menu title). */
export const kindName = (kind: AuthPageKind) =>
  kind.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The screen of a kind in a layout: `Login1` to `CodeVerification3` (`screens.tsx`). */
export const authPageScreen = (kind: AuthPageKind, layout: AuthPageLayout) =>
  `${kindName(kind)}${layout}` as keyof Screens & `${string}${AuthPageLayout}`;

const layouts: readonly AuthPageLayout[] = [1, 2, 3];

/**
 * The template's authentication pages (issue 18): 18 public pages outside the main layout, in the
 * template pages' lazy chunk. The menu's "Authentication" section (first in the Pages group) links
 * each kind's first layout, titled `menu.auth<Kind>`; the pages of a layout link each other. The
 * declarations are built from the kinds: the registry is on every first load.
 */
export const authPagesRoutes: FeatureRoutes = {
  sections: [
    { id: 'authentication', group: 'pages', titleKey: 'menu.authentication', icon: 'IconKey', order: 1 },
  ],
  routes: AUTH_PAGE_KINDS.flatMap((kind, order) =>
    layouts.map((layout) => ({
      id: `auth-pages-${kind}-${layout}`,
      path: pathTo.authPage(kind, layout),
      area: 'public' as const,
      titleKey: `menu.auth${kindName(kind)}`,
      screen: async () => (await screens())[authPageScreen(kind, layout)],
      ...(layout === 1 && { menu: { group: 'pages' as const, section: 'authentication', order: order + 1 } }),
    })),
  ),
};
