import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';

type ItemAriaLabel = NonNullable<PaginationProps['getItemAriaLabel']>;

/** `/advance/pagination`: page links in variants, shapes, sizes, colours and ranges, one controlled. */
export function PaginationScreen() {
  const { t } = useT(advancePagesNs);
  const id = useId();
  const [page, setPage] = useState(3);
  const itemLabel: ItemAriaLabel = (type, number, selected) => {
    if (type === 'page')
      return selected
        ? t('pagination.current', { page: number ?? 0 })
        : t('pagination.goTo', { page: number ?? 0 });
    if (type === 'start-ellipsis' || type === 'end-ellipsis') return '';
    return t(`pagination.${type}`);
  };
  /** Every navigation of the page has a name of its own. */
  const nav = (label: string): Partial<PaginationProps> => ({
    'aria-label': label,
    getItemAriaLabel: itemLabel,
  });

  return (
    <DemoPage label={t('pages.pagination')}>
      <DemoSection title={t('pagination.basic')} column>
        <Pagination count={10} {...nav(t('pagination.basic'))} />
        <Pagination count={10} color="primary" {...nav(t('common.primary'))} />
        <Pagination count={10} color="secondary" {...nav(t('common.secondary'))} />
        <Pagination count={10} disabled {...nav(t('common.disabled'))} />
      </DemoSection>
      <DemoSection title={t('pagination.outlined')} column>
        <Pagination count={10} variant="outlined" {...nav(t('pagination.outlined'))} />
        <Pagination
          count={10}
          variant="outlined"
          color="primary"
          {...nav(`${t('pagination.outlined')} ${t('common.primary')}`)}
        />
        <Pagination
          count={10}
          variant="outlined"
          color="secondary"
          {...nav(`${t('pagination.outlined')} ${t('common.secondary')}`)}
        />
      </DemoSection>
      <DemoSection title={t('pagination.rounded')} column>
        <Pagination count={10} shape="rounded" color="primary" {...nav(t('pagination.rounded'))} />
        <Pagination
          count={10}
          shape="rounded"
          variant="outlined"
          color="primary"
          {...nav(`${t('pagination.rounded')} ${t('pagination.outlined')}`)}
        />
      </DemoSection>
      <DemoSection title={t('pagination.sizes')} column>
        <Pagination count={10} size="small" color="primary" {...nav(t('common.small'))} />
        <Pagination count={10} color="primary" {...nav(t('common.medium'))} />
        <Pagination count={10} size="large" color="primary" {...nav(t('common.large'))} />
      </DemoSection>
      <DemoSection title={t('pagination.controlled')} column>
        <Typography id={`${id}-page`} role="status" variant="subtitle1">
          {t('pagination.pageOf', { page, count: 10 })}
        </Typography>
        <Pagination
          count={10}
          page={page}
          onChange={(_, value) => setPage(value)}
          color="primary"
          showFirstButton
          showLastButton
          {...nav(t('pagination.controlled'))}
        />
      </DemoSection>
      <DemoSection title={t('pagination.ranges')} column>
        <Stack spacing={1}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('pagination.siblings', { count: 0 })}
          </Typography>
          <Pagination
            count={11}
            defaultPage={6}
            siblingCount={0}
            {...nav(t('pagination.siblings', { count: 0 }))}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('pagination.boundaries', { count: 2 })}
          </Typography>
          <Pagination
            count={11}
            defaultPage={6}
            boundaryCount={2}
            {...nav(t('pagination.boundaries', { count: 2 }))}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('pagination.noArrows')}
          </Typography>
          <Pagination
            count={5}
            hidePrevButton
            hideNextButton
            color="secondary"
            {...nav(t('pagination.noArrows'))}
          />
        </Stack>
      </DemoSection>
    </DemoPage>
  );
}
