import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MainCard, PageHeader } from '@pp/ui';
import { useSearchParams } from 'react-router-dom';

import { useT } from '../../shared/i18n/useT';
import { PromotionsTable } from './components/PromotionsTable';
import { ReceivedTable } from './components/ReceivedTable';
import { adminPromotionsNs } from './i18n';

type PromotionsTab = 'promotions' | 'received';

/**
 * `/admin/promotions` (decisions section 10): every promotion, disabled ones too, with create, edit
 * and the active switch (never a delete); and, on the second tab, the promotions players received
 * (paged on the server, today's or all). The tab is kept in the address (`?tab=received`).
 */
export function AdminPromotionsScreen() {
  const { t } = useT(adminPromotionsNs);
  const [params, setParams] = useSearchParams();
  const tab: PromotionsTab = params.get('tab') === 'received' ? 'received' : 'promotions';

  const selectTab = (next: PromotionsTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'promotions') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <MainCard content={false}>
        <Tabs
          value={tab}
          onChange={(_event, next: PromotionsTab) => selectTab(next)}
          aria-label={t('tabs.label')}
          textColor="secondary"
          indicatorColor="secondary"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="promotions"
            label={t('tabs.promotions')}
            id="promotions-tab-promotions"
            aria-controls="promotions-panel-promotions"
          />
          <Tab
            value="received"
            label={t('tabs.received')}
            id="promotions-tab-received"
            aria-controls="promotions-panel-received"
          />
        </Tabs>
        <Box role="tabpanel" id={`promotions-panel-${tab}`} aria-labelledby={`promotions-tab-${tab}`}>
          {tab === 'promotions' ? <PromotionsTable /> : <ReceivedTable />}
        </Box>
      </MainCard>
    </Box>
  );
}
