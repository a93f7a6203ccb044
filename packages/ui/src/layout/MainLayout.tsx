import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconMenu2 } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';

import { touchTarget } from '../a11y/touchTarget';
import { containerAtom } from '../config/config';
import { HEADER_HEIGHT } from '../theme/createAppTheme';
import type { NavItem } from '../navigation/types';
import { HeaderButton } from './HeaderButton';
import { DRAWER_WIDTH, menuAtom, setDrawerOpenAtom, toggleDrawerAtom } from './menu';
import { MenuList } from './MenuList';

export interface MainLayoutLabels {
  toggleMenu: string;
  menu: string;
  skipToContent: string;
}

export const defaultMainLayoutLabels: MainLayoutLabels = {
  toggleMenu: 'Toggle menu',
  menu: 'Main menu',
  skipToContent: 'Skip to content',
};

export interface MainLayoutProps {
  navigation: readonly NavItem[];
  /** The brand logo (linking home). */
  logo: ReactNode;
  /** Right side of the header: the cart badge, the theme settings' button, the player header... */
  headerEnd?: ReactNode;
  /** Above the page: the breadcrumbs. */
  breadcrumbs?: ReactNode;
  /** Things that float over the page (the notification). */
  overlays?: ReactNode;
  labels?: Partial<MainLayoutLabels>;
  children: ReactNode;
}

/**
 * The dashboard frame: header with logo, drawer toggle and player header; sidebar menu from the
 * navigation tree (open on large screens, closed below lg, a temporary drawer on small screens);
 * the page on a grey rounded canvas, in a box container when the config asks for it. Nothing floats
 * over the page: the theme settings open from a header button. Every header button is a 44 x 44 px
 * tap target (`touchTarget`), however small it looks.
 */
export function MainLayout({
  navigation,
  logo,
  headerEnd,
  breadcrumbs,
  overlays,
  labels: labelOverrides,
  children,
}: MainLayoutProps) {
  const labels = { ...defaultMainLayoutLabels, ...labelOverrides };
  const theme = useTheme();
  const belowLg = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const { drawerOpen } = useAtomValue(menuAtom);
  const container = useAtomValue(containerAtom);
  const setDrawerOpen = useSetAtom(setDrawerOpenAtom);
  const toggleDrawer = useSetAtom(toggleDrawerAtom);

  useEffect(() => {
    setDrawerOpen(!belowLg);
  }, [belowLg, setDrawerOpen]);

  const menu = (
    <Box sx={{ px: 2, py: 2, overflowY: 'auto', height: '100%' }}>
      <MenuList
        navigation={navigation}
        label={labels.menu}
        onNavigate={() => belowLg && setDrawerOpen(false)}
      />
    </Box>
  );
  const page = container ? <Container maxWidth="lg">{children}</Container> : children;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.paper' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: theme.zIndex.tooltip,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {labels.skipToContent}
      </Box>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ bgcolor: 'background.paper', height: HEADER_HEIGHT, justifyContent: 'center' }}
      >
        <Toolbar
          sx={{
            gap: { xs: 1, sm: 2 },
            px: { xs: 2, md: 2.5 },
            // Every header control is a 44 x 44 px tap target, whatever it looks like.
            '& .MuiButtonBase-root': touchTarget,
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              width: { lg: DRAWER_WIDTH - 32 },
              flexShrink: 0,
              gap: 2,
            }}
          >
            <Box sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1, minWidth: 0 }}>{logo}</Box>
            <HeaderButton
              aria-label={labels.toggleMenu}
              aria-expanded={drawerOpen}
              onClick={() => toggleDrawer()}
            >
              <IconMenu2 size={20} stroke={1.5} />
            </HeaderButton>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {headerEnd}
        </Toolbar>
      </AppBar>
      <Box component="aside" sx={{ flexShrink: { lg: 0 }, width: drawerOpen && !belowLg ? DRAWER_WIDTH : 0 }}>
        <Drawer
          variant={belowLg ? 'temporary' : 'persistent'}
          anchor="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{
            paper: {
              sx: {
                width: DRAWER_WIDTH,
                bgcolor: 'background.paper',
                borderInlineEnd: 'none',
                top: belowLg ? 0 : HEADER_HEIGHT,
                height: belowLg ? '100%' : `calc(100% - ${HEADER_HEIGHT}px)`,
              },
            },
          }}
        >
          {belowLg && <Box sx={{ px: 3, pt: 3, pb: 1 }}>{logo}</Box>}
          {menu}
        </Drawer>
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          mt: `${HEADER_HEIGHT}px`,
          minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
          bgcolor: 'background.default',
          borderStartStartRadius: theme.custom.borderRadius,
          borderStartEndRadius: theme.custom.borderRadius,
          mx: { xs: 1.25, md: 2.5 },
          p: { xs: 2, md: 2.5 },
          outline: 'none',
          transition: theme.transitions.create('margin', { duration: theme.transitions.duration.shorter }),
        }}
      >
        {breadcrumbs}
        {page}
      </Box>
      {overlays}
    </Box>
  );
}
