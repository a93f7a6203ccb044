import Link from '@mui/material/Link';
import { PlayerHeader } from '@pp/features/auth/header';
import { authAtom } from '@pp/features/auth-session';
import { websiteSettingQueryAtom } from '@pp/features';
import { LANDING_PATH, paths } from '@pp/features/routes';
import { useT } from '@pp/features/i18n';
import {
  Breadcrumbs,
  filterByRole,
  LoadingBarLabel,
  Logo,
  MainLayout,
  Notification,
  SettingsDrawer,
  touchTarget,
  type SettingsLabels,
} from '@pp/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';

import { appEnv } from '../env';
import { shellNs } from '../i18n/shell';
import { useLocaleSync } from '../i18n/useLocaleSync';
import { navigation, translateNavigation } from '../navigation/navigation';
import { DemoDataSection } from './DemoDataSection';
import { PageTransition } from './PageTransition';

const CartBadge = lazy(async () => ({ default: (await import('@pp/features/ecommerce')).CartBadge }));

/** The cart badge shows on the shop's pages. */
const inShop = (pathname: string) =>
  Object.values(paths.ecommerce).some((pattern) => matchPath(pattern, pathname) !== null);

function useSettingsLabels(): Partial<SettingsLabels> {
  const { t } = useT(shellNs);
  return useMemo(
    () => ({
      open: t('settings.open'),
      title: t('settings.title'),
      close: t('settings.close'),
      reset: t('settings.reset'),
      layout: t('settings.layout'),
      mode: t('settings.mode'),
      light: t('settings.light'),
      dark: t('settings.dark'),
      direction: t('settings.direction'),
      rtl: t('settings.rtl'),
      presetColor: t('settings.presetColor'),
      preset: (name: string) => t('settings.preset', { name }),
      fontFamily: t('settings.fontFamily'),
      borderRadius: t('settings.borderRadius'),
      inputOutlinedWithFilled: t('settings.inputOutlinedWithFilled'),
      withBackground: t('settings.withBackground'),
      withoutBackground: t('settings.withoutBackground'),
      boxContainer: t('settings.boxContainer'),
      container: t('settings.container'),
      language: t('settings.language'),
    }),
    [t],
  );
}

/** The main layout of the protected area, wired with the features' pieces (its own chunk). */
export function AppLayout({ children }: { children: ReactNode }) {
  useLocaleSync();
  const { t } = useT(shellNs);
  const { user } = useAtomValue(authAtom);
  const setting = useAtomValue(websiteSettingQueryAtom).data ?? null;
  const { pathname } = useLocation();
  const settingsLabels = useSettingsLabels();
  const items = useMemo(() => filterByRole(translateNavigation(navigation, t), user?.role), [t, user?.role]);

  const logo = (
    <Link
      component={RouterLink}
      to={LANDING_PATH}
      underline="none"
      aria-label={setting?.siteName ?? 'Player Portal'}
      sx={{ display: 'inline-flex', minWidth: 0, ...touchTarget }}
    >
      <Logo
        logoUrl={setting?.logoUrl}
        apiHost={appEnv.playerApiUrl}
        name={setting?.siteName ?? 'Player Portal'}
      />
    </Link>
  );

  return (
    <MainLayout
      navigation={items}
      logo={logo}
      labels={{
        toggleMenu: t('layout.toggleMenu'),
        menu: t('layout.menu'),
        skipToContent: t('layout.skipToContent'),
      }}
      headerEnd={
        <>
          {inShop(pathname) && (
            <Suspense fallback={null}>
              <CartBadge />
            </Suspense>
          )}
          <SettingsDrawer labels={settingsLabels}>
            {appEnv.apiMode === 'mock' && <DemoDataSection />}
          </SettingsDrawer>
          <PlayerHeader />
        </>
      }
      breadcrumbs={<Breadcrumbs navigation={items} icon homeLabel={t('layout.dashboard')} />}
      overlays={<Notification closeLabel={t('common.close')} actionLabel={t('common.undo')} />}
    >
      <LoadingBarLabel value={t('common.loading')}>
        <PageTransition>{children}</PageTransition>
      </LoadingBarLabel>
    </MainLayout>
  );
}
