import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconMapPin, IconPrinter, IconReceipt, IconUser } from '@tabler/icons-react';
import { EmptyState, MainCard, SubCard, visuallyHidden } from '@pp/ui';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { customersAtom, ordersAtom, productsAtom } from './atoms';
import { PaymentType } from './components/PaymentType';
import { LoadFailed } from './components/LoadFailed';
import { StatusCell } from './components/StatusCell';
import { avatarFor, useCustomerFormat } from './format';
import { orderDetails, type OrderDetails, type TimelineStep } from './orderDetails';
import { useRemote } from '../shared/query/read';
import { paths } from '../shared/routes/paths';
import { useT } from '../shared/i18n/useT';
import { customerNs } from './i18n';

function Block({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <SubCard
      sx={{ height: '100%' }}
      title={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          {icon}
          <Typography component="h3" variant="h5">
            {title}
          </Typography>
        </Stack>
      }
    >
      <Stack
        spacing={0.5}
        sx={{ overflowWrap: 'break-word', '& p, & h6, & span': { unicodeBidi: 'plaintext' } }}
      >
        {children}
      </Stack>
    </SubCard>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ color: strong ? 'text.primary' : 'text.secondary' }}
      >
        {label}
      </Typography>
      <Typography variant={strong ? 'h4' : 'subtitle1'} component="span">
        {value}
      </Typography>
    </Stack>
  );
}

function Timeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useT(customerNs);
  const format = useCustomerFormat();
  const active = steps.findIndex((step) => step.state === 'current' || step.state === 'failed');
  return (
    <Stepper orientation="vertical" activeStep={active === -1 ? steps.length : active}>
      {steps.map((step) => (
        <Step key={step.key} completed={step.state === 'done'}>
          <StepLabel
            error={step.state === 'failed'}
            optional={
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {step.state === 'pending'
                  ? t('orderDetails.expected', { date: format.day(step.date) })
                  : format.day(step.date)}
              </Typography>
            }
          >
            {t(step.key)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

function Details({ details }: { details: OrderDetails }) {
  const { order, customer, lines, totals, timeline } = details;
  const { t } = useT(customerNs);
  const format = useCustomerFormat();
  const location = customer?.location ?? t('orderDetails.noAddress');
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <MainCard
          title={
            <Box>
              <Typography component="h2" variant="h3">
                {t('orderDetails.title', { id: order.id })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('orderDetails.placedOn', { date: format.day(order.date) })}
              </Typography>
            </Box>
          }
          secondary={
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', displayPrint: 'none' }}>
              <StatusCell entity="order" code={order.status} />
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<IconPrinter size={18} />}
                onClick={() => window.print()}
              >
                {t('orderDetails.print')}
              </Button>
            </Stack>
          }
        >
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Block
                title={t('orderDetails.customer')}
                icon={<IconUser size={18} stroke={1.5} aria-hidden />}
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar src={avatarFor(customer?.id ?? order.name)} alt="" />
                  <Typography variant="subtitle1">{order.name}</Typography>
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary', pt: 1 }}>
                  {customer?.email ?? t('orderDetails.noEmail')}
                </Typography>
                {customer && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('orderDetails.customerSummary', {
                      orders: format.count(customer.orders),
                      date: format.day(customer.date),
                    })}
                  </Typography>
                )}
              </Block>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Block
                title={t('orderDetails.billing')}
                icon={<IconReceipt size={18} stroke={1.5} aria-hidden />}
              >
                <Typography variant="subtitle1">{order.company}</Typography>
                <Typography variant="body2">{t('orderDetails.attention', { name: order.name })}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {location}
                </Typography>
              </Block>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Block
                title={t('orderDetails.shipping')}
                icon={<IconMapPin size={18} stroke={1.5} aria-hidden />}
              >
                <Typography variant="subtitle1">{order.name}</Typography>
                <Typography variant="body2">{order.company}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {location}
                </Typography>
              </Block>
            </Grid>
            <Grid size={12}>
              <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table aria-label={t('orderDetails.items')} size="small">
                  <TableHead>
                    <TableRow sx={{ '& th': { py: 1.5, bgcolor: 'action.hover' } }}>
                      <TableCell>{t('orderDetails.item')}</TableCell>
                      <TableCell>{t('orderDetails.category')}</TableCell>
                      <TableCell align="right">{t('orderDetails.unitPrice')}</TableCell>
                      <TableCell align="right">{t('orderDetails.qty')}</TableCell>
                      <TableCell align="right">{t('orderDetails.total')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {lines.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                          {t('orderDetails.noItems')}
                        </TableCell>
                      </TableRow>
                    ) : (
                      lines.map((line) => (
                        <TableRow
                          key={line.productId}
                          sx={{ '& td': { py: 1.5 }, '&:last-child td': { borderBottom: 0 } }}
                        >
                          <TableCell sx={{ overflowWrap: 'break-word' }}>
                            <Typography variant="subtitle1" component="span">
                              {line.name}
                            </Typography>
                          </TableCell>
                          <TableCell sx={{ color: 'text.secondary' }}>{line.category}</TableCell>
                          <TableCell align="right">{format.cents(line.unitPrice)}</TableCell>
                          <TableCell align="right">{format.count(line.quantity)}</TableCell>
                          <TableCell align="right">{format.cents(line.total)}</TableCell>
                        </TableRow>
                      ))
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
            </Grid>
            <Grid size={{ xs: 12, sm: 7, md: 5 }} offset={{ sm: 5, md: 7 }}>
              <Stack spacing={1.25} aria-label={t('orderDetails.totals')} role="group">
                <TotalRow label={t('orderDetails.subtotal')} value={format.cents(totals.subtotal)} />
                <TotalRow
                  label={t('orderDetails.shippingCost')}
                  value={totals.shipping === 0 ? t('orderDetails.free') : format.cents(totals.shipping)}
                />
                <TotalRow
                  label={t('orderDetails.tax', { rate: format.count(totals.taxRate / 100) })}
                  value={format.cents(totals.tax)}
                />
                <Divider />
                <TotalRow label={t('orderDetails.total')} value={format.cents(totals.total)} strong />
              </Stack>
            </Grid>
          </Grid>
        </MainCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Stack spacing={3}>
          <MainCard title={t('orderDetails.payment')}>
            <Stack spacing={1.5}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('orderDetails.method')}
                </Typography>
                <PaymentType type={order.type} />
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('orderDetails.amount')}
                </Typography>
                <Typography variant="subtitle1">{format.cents(totals.total)}</Typography>
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('orderDetails.status')}
                </Typography>
                <StatusCell entity="order" code={order.status} />
              </Stack>
            </Stack>
          </MainCard>
          <MainCard title={t('orderDetails.progress')}>
            <Timeline steps={timeline} />
          </MainCard>
        </Stack>
      </Grid>
    </Grid>
  );
}

function DetailsSkeleton() {
  const { t } = useT(customerNs);
  return (
    <Grid container spacing={3} aria-busy="true">
      <Grid size={{ xs: 12, lg: 8 }}>
        <MainCard title={<Skeleton variant="text" width={200} height={32} />}>
          <Box role="status" sx={visuallyHidden}>
            {t('orderDetails.loading')}
          </Box>
          <Grid container spacing={2.5}>
            {[0, 1, 2].map((key) => (
              <Grid key={key} size={{ xs: 12, md: 4 }}>
                <Skeleton variant="rounded" height={120} />
              </Grid>
            ))}
            <Grid size={12}>
              <Skeleton variant="rounded" height={180} />
            </Grid>
          </Grid>
        </MainCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <MainCard title={<Skeleton variant="text" width={140} height={32} />}>
          <Skeleton variant="rounded" height={260} />
        </MainCard>
      </Grid>
    </Grid>
  );
}

/**
 * `/customer/order-details` (optionally `?id=<order id>`): an invoice-like view of one order —
 * the first order when no id is given — with customer, addresses, items, totals and its progress.
 */
export function OrderDetailsScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const { t } = useT(customerNs);
  const orders = useRemote(ordersAtom);
  const products = useRemote(productsAtom);
  const customers = useRemote(customersAtom);
  const reads = [orders, products, customers];

  // The first failure shows (retry asks again for every table that failed); else the order once
  // every table is there.
  const failed = reads.find((read) => read.status === 'error');
  if (failed?.status === 'error') {
    const retry = () => {
      for (const read of reads) if (read.status === 'error') read.retry();
    };
    return (
      <MainCard title={t('pages.orderDetails')}>
        <LoadFailed title={t('orderDetails.loadFailed')} error={failed.error} onRetry={retry} />
      </MainCard>
    );
  }
  const orderList = orders.data;
  const productList = products.data;
  const customerList = customers.data;
  if (!orderList || !productList || !customerList) return <DetailsSkeleton />;

  const details = orderDetails(orderList, productList, customerList, id);
  if (!details) {
    const none = orderList.length === 0;
    return (
      <MainCard title={t('pages.orderDetails')}>
        <EmptyState
          tone="secondary"
          icon={<IconReceipt size={32} stroke={1.5} />}
          title={none ? t('orderDetails.noOrders') : t('orderDetails.notFound', { id: id ?? '' })}
          description={none ? t('orderDetails.noOrdersText') : t('orderDetails.notFoundText')}
          action={
            <Button
              variant="contained"
              startIcon={<IconArrowLeft size={18} />}
              onClick={() => navigate(paths.customer.orderList)}
            >
              {t('orderDetails.back')}
            </Button>
          }
        />
      </MainCard>
    );
  }
  return <Details details={details} />;
}
