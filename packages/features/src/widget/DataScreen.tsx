import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { LoadingArea, MainCard, Placeholder } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { useRemote } from '../shared/query/read';
import { widgetDataAtom } from './atoms';
import {
  ActivityCard,
  CustomersCard,
  FeedsCard,
  MessagesCard,
  TasksCard,
  TeamCard,
} from './components/DataWidgets';
import { LoadFailure } from './components/LoadFailure';
import { ProductSalesCard } from './components/ProductSalesCard';
import { TodoCard } from './components/TodoCard';
import { widgetNs } from './i18n';
import { pageRootSx, widgetGridSx } from './layout';

const grid = widgetGridSx;

/**
 * `/widget/data`: the data widgets (tasks, to-do, product sales, latest messages, team members,
 * user activity, new customers, feeds) from `GET /api/widget/data`.
 */
export function DataScreen() {
  const { t } = useT(widgetNs);
  const data = useRemote(widgetDataAtom);

  let body;
  if (data.status === 'loading')
    body = (
      <LoadingArea label={t('data.loading')} sx={grid}>
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} sx={{ p: 3 }}>
            <Placeholder width="40%" sx={{ mb: 2 }} />
            {Array.from({ length: 4 }, (_, row) => (
              <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
                <Placeholder variant="circular" width={40} height={40} />
                <Box sx={{ flex: 1 }}>
                  <Placeholder width="50%" />
                  <Placeholder width="80%" />
                </Box>
              </Box>
            ))}
          </Card>
        ))}
      </LoadingArea>
    );
  else if (data.status === 'error')
    body = (
      <MainCard>
        <LoadFailure error={data.error} onRetry={data.retry} />
      </MainCard>
    );
  else {
    const { asOf } = data.data;
    body = (
      <Box sx={grid}>
        <TasksCard tasks={data.data.tasks} />
        <TodoCard initial={data.data.todos} />
        <MessagesCard messages={data.data.messages} asOf={asOf} />
        <ProductSalesCard sales={data.data.productSales} />
        <FeedsCard feeds={data.data.feeds} asOf={asOf} />
        <TeamCard team={data.data.team} />
        <ActivityCard activity={data.data.activity} asOf={asOf} />
        <CustomersCard customers={data.data.customers} asOf={asOf} />
      </Box>
    );
  }

  return <Box sx={pageRootSx}>{body}</Box>;
}
