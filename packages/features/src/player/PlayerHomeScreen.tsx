import Box from '@mui/material/Box';

import { BalanceCard } from './components/BalanceCard';
import { BalanceChartCard } from './components/BalanceChartCard';
import { BannerCarouselCard } from './components/BannerCarousel';
import { InviteSummaryCard } from './components/InviteSummaryCard';
import { PromotionsTeaser } from './components/PromotionsTeaser';
import { RecentTransactions } from './components/RecentTransactions';
import { dashboardGridSx, screenRootSx, span } from './layout';

/**
 * Player home at `/dashboard/analytics`: balance with deposit and withdraw,
 * banners, balance over time, recent transactions, promotions and the invite summary. Every card
 * loads, fails and retries on its own, so one failing call never blanks the page.
 */
export function PlayerHomeScreen() {
  return (
    <Box lang="th" sx={screenRootSx}>
      <Box sx={dashboardGridSx}>
        <Box sx={span(4)}>
          <BalanceCard />
        </Box>
        <Box sx={span(8)}>
          <BannerCarouselCard />
        </Box>
        <Box sx={span(8)}>
          <BalanceChartCard />
        </Box>
        <Box sx={span(4)}>
          <RecentTransactions />
        </Box>
        <Box sx={span(8)}>
          <PromotionsTeaser />
        </Box>
        <Box sx={span(4)}>
          <InviteSummaryCard />
        </Box>
      </Box>
    </Box>
  );
}
