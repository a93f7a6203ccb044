import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { IconChevronRight, IconComponents, IconHome, IconLayoutList } from '@tabler/icons-react';
import { MainCard } from '@pp/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { useT } from '../shared/i18n/useT';
import { paths } from '../shared/routes/paths';
import { basicPagesNs } from './i18n';

/** Icons that point along the reading direction turn round in right-to-left. */
const followsDirection = { '[dir=rtl] & svg': { transform: 'scaleX(-1)' } } as const;

/** A crumb that leads somewhere: a link of the app (an icon before the text when given). */
function Crumb({ to, icon, children }: { to: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      {icon}
      {children}
    </Link>
  );
}

/** The crumb of the page itself. */
function Current({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Typography
      aria-current="page"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.primary', fontWeight: 500 }}
    >
      {icon}
      {children}
    </Typography>
  );
}

/**
 * `/basic/breadcrumb`: MUI's breadcrumbs with the app's routes as crumbs: plain, with other
 * separators, with icons, collapsed (the ellipsis opens the full trail) and as a page header card.
 * Each trail is a navigation landmark, named after its section so the landmarks stay distinct.
 */
export function BreadcrumbScreen() {
  const { t } = useT(basicPagesNs);
  const trail = (current: ReactNode = t('breadcrumb.current')) => [
    <Crumb key="home" to={paths.home.dashboard}>
      {t('breadcrumb.home')}
    </Crumb>,
    <Crumb key="basic" to={paths.basic.accordion}>
      {t('breadcrumb.basic')}
    </Crumb>,
    <Current key="current">{current}</Current>,
  ];

  return (
    <DemoPage label={t('pages.breadcrumb')}>
      <DemoSection title={t('section.basic')} column>
        <Breadcrumbs aria-label={t('section.basic')}>{trail()}</Breadcrumbs>
        <Breadcrumbs aria-label={t('breadcrumb.thai')}>
          {trail(<span lang="th">เงื่อนไขการรับโบนัสต้อนรับสมาชิกใหม่ประจำเดือน</span>)}
        </Breadcrumbs>
      </DemoSection>
      <DemoSection title={t('section.separators')} column>
        <Breadcrumbs
          aria-label={t('breadcrumb.chevron')}
          separator={<IconChevronRight size={16} aria-hidden />}
          sx={followsDirection}
        >
          {trail()}
        </Breadcrumbs>
        <Breadcrumbs aria-label={t('breadcrumb.dash')} separator="-">
          {trail()}
        </Breadcrumbs>
        <Breadcrumbs aria-label={t('breadcrumb.dot')} separator="•">
          {trail()}
        </Breadcrumbs>
      </DemoSection>
      <DemoSection title={t('section.icons')} column>
        <Breadcrumbs aria-label={t('section.icons')}>
          <Crumb to={paths.home.dashboard} icon={<IconHome size={18} aria-hidden />}>
            {t('breadcrumb.home')}
          </Crumb>
          <Crumb to={paths.basic.accordion} icon={<IconComponents size={18} aria-hidden />}>
            {t('breadcrumb.basic')}
          </Crumb>
          <Current icon={<IconLayoutList size={18} aria-hidden />}>{t('breadcrumb.current')}</Current>
        </Breadcrumbs>
      </DemoSection>
      <DemoSection title={t('section.collapsed')} column>
        <Breadcrumbs
          aria-label={t('section.collapsed')}
          maxItems={3}
          itemsBeforeCollapse={1}
          itemsAfterCollapse={1}
          expandText={t('breadcrumb.expand')}
        >
          <Crumb to={paths.home.dashboard}>{t('breadcrumb.home')}</Crumb>
          <Crumb to={paths.user.list1}>{t('breadcrumb.users')}</Crumb>
          <Crumb to={paths.user.card1}>{t('breadcrumb.cards')}</Crumb>
          <Crumb to={paths.basic.accordion}>{t('breadcrumb.basic')}</Crumb>
          <Current>{t('breadcrumb.current')}</Current>
        </Breadcrumbs>
      </DemoSection>
      <DemoSection title={t('section.header')} column>
        <MainCard border content={false} sx={{ bgcolor: 'background.default' }}>
          <Box
            sx={(theme: Theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              p: theme.spacing(2, 2.5),
            })}
          >
            <Typography component="h3" variant="h4">
              {t('breadcrumb.current')}
            </Typography>
            <Breadcrumbs
              aria-label={t('section.header')}
              separator={<IconChevronRight size={16} aria-hidden />}
              sx={followsDirection}
            >
              <Crumb to={paths.home.dashboard} icon={<IconHome size={18} aria-hidden />}>
                {t('breadcrumb.home')}
              </Crumb>
              <Crumb to={paths.basic.accordion}>{t('breadcrumb.basic')}</Crumb>
              <Current>{t('breadcrumb.current')}</Current>
            </Breadcrumbs>
          </Box>
        </MainCard>
      </DemoSection>
    </DemoPage>
  );
}
