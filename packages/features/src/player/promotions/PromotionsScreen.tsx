import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, EmptyState, ErrorState, FormAlert, MainCard, useNotify } from '@pp/ui';
import { IconDiscount2 } from '@tabler/icons-react';
import { useState } from 'react';

import { toApiError } from '../../shared/api/errors';
import { useRemote } from '../../shared/query/read';
import { useWrite } from '../../shared/query/write';
import { availablePromotionsAtom } from '../atoms';
import { LoadingArea, Placeholder } from '../components/Loading';
import { copy as playerCopy } from '../copy';
import { errorMessage, loadFailed } from '../errors';
import { dashboardGridSx, screenRootSx, span } from '../layout';
import type { Promotion } from '../types';
import { claimPromotionAtom } from './atoms';
import { CreditCodeCard } from './components/CreditCodeCard';
import { CurrentPromotionCard } from './components/CurrentPromotionCard';
import { PromotionOffer, PromotionTerms } from './components/PromotionOffer';
import { ReceivedPromotions } from './components/ReceivedPromotions';
import { promotionsCopy as copy } from './copy';

type TabKey = 'available' | 'received';

const offersGrid = (theme: Theme) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.containerQueries.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.containerQueries.up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

/** The promotions the player may claim; a claim is confirmed in a dialog, then sent once. */
function AvailablePromotions() {
  const available = useRemote(availablePromotionsAtom);
  const claim = useWrite(claimPromotionAtom);
  const notify = useNotify();
  const [confirming, setConfirming] = useState<Promotion | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async () => {
    if (!confirming) return;
    try {
      const claimed = await claim.run(confirming.id);
      setConfirming(null);
      setRefusal(null);
      notify({ message: copy.claimed(claimed.title), severity: 'success' });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === -1) return;
      setConfirming(null);
      setRefusal(errorMessage(apiError));
    }
  };

  if (available.status === 'error') {
    return <ErrorState variant="inline" {...loadFailed(available.error, available.retry)} />;
  }
  if (available.status === 'loading') {
    return (
      <LoadingArea sx={offersGrid}>
        {Array.from({ length: 3 }, (_, i) => (
          <Placeholder
            key={i}
            variant="rounded"
            sx={(theme) => ({ height: theme.spacing(40), transform: 'none' })}
          />
        ))}
      </LoadingArea>
    );
  }
  return (
    <Stack spacing={2}>
      {refusal && <FormAlert severity="error">{refusal}</FormAlert>}
      {available.data.length === 0 ? (
        <EmptyState size="small" icon={<IconDiscount2 size={28} />} title={copy.noAvailable} />
      ) : (
        <Box component="ul" sx={(theme) => ({ ...offersGrid(theme), listStyle: 'none', m: 0, p: 0 })}>
          {available.data.map((promotion) => (
            <Box component="li" key={promotion.id} sx={{ minWidth: 0 }}>
              <PromotionOffer
                promotion={promotion}
                disabled={claim.isPending}
                onClaim={(chosen) => {
                  setRefusal(null);
                  setConfirming(chosen);
                }}
              />
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={copy.confirmTitle}
        description={
          confirming && (
            <Stack spacing={1.5} component="span" sx={{ display: 'flex' }}>
              <Typography
                component="span"
                variant="h4"
                sx={{ color: 'text.primary', overflowWrap: 'break-word' }}
              >
                {confirming.title}
              </Typography>
              <PromotionTerms promotion={confirming} />
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {copy.confirmBody}
              </Typography>
            </Stack>
          )
        }
        confirmLabel={playerCopy.common.confirm}
        cancelLabel={playerCopy.common.cancel}
        onConfirm={send}
        onClose={() => setConfirming(null)}
        pending={claim.isPending}
      />
    </Stack>
  );
}

/**
 * Promotions at `/player/promotions`: the current promotion with its turnover progress and the
 * credit-code box, then the promotions to claim and those received (today's or all) in tabs.
 */
export function PromotionsScreen() {
  const [tab, setTab] = useState<TabKey>('available');
  return (
    <Box lang="th" sx={screenRootSx}>
      <Box sx={dashboardGridSx}>
        <Box sx={span(7)}>
          <CurrentPromotionCard />
        </Box>
        <Box sx={span(5)}>
          <CreditCodeCard />
        </Box>
        <Box sx={span(12)}>
          <MainCard title={copy.title} content={false}>
            <Tabs
              value={tab}
              onChange={(_, next: TabKey) => setTab(next)}
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ px: 2, borderBottom: 1, borderColor: 'divider', position: 'relative' }}
            >
              <Tab
                value="available"
                label={copy.tabs.available}
                id="promotions-tab-available"
                aria-controls="promotions-panel"
                sx={{ minHeight: 48 }}
              />
              <Tab
                value="received"
                label={copy.tabs.received}
                id="promotions-tab-received"
                aria-controls="promotions-panel"
                sx={{ minHeight: 48 }}
              />
            </Tabs>
            <Box
              role="tabpanel"
              id="promotions-panel"
              aria-labelledby={`promotions-tab-${tab}`}
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              {tab === 'available' ? <AvailablePromotions /> : <ReceivedPromotions />}
            </Box>
          </MainCard>
        </Box>
      </Box>
    </Box>
  );
}
