import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@pp/ui';
import { useEffect, useRef } from 'react';

import { useRemote } from '../../../shared/query/read';
import { useT } from '../../../shared/i18n/useT';
import { adminNs } from '../../i18n';
import { slipAtom } from '../atoms';
import { transactionsNs } from '../i18n';

/**
 * The image of a Blob: an object URL made for it and revoked when the Blob changes or the image
 * goes away (an `<img src>` of the API cannot carry the admin's token).
 */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <Box
      component="img"
      ref={image}
      alt={alt}
      sx={(theme) => ({
        display: 'block',
        maxWidth: '100%',
        maxHeight: theme.spacing(45),
        mx: 'auto',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        objectFit: 'contain',
      })}
    />
  );
}

/** A deposit's transfer slip, fetched with the admin's token. */
export function SlipImage({ txId }: { txId: string }) {
  const { t } = useT(transactionsNs);
  const { t: ta } = useT(adminNs);
  const slip = useRemote(slipAtom(txId));
  if (slip.status === 'error') {
    return (
      <ErrorState
        variant="inline"
        title={t('detail.slipFailed')}
        onRetry={slip.retry}
        retryLabel={ta('common.retry')}
      />
    );
  }
  if (!slip.data) {
    return (
      <Box role="status">
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('detail.slipLoading')}
        </Typography>
        <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(25) })} />
      </Box>
    );
  }
  return <BlobImage blob={slip.data} alt={t('detail.slipAlt', { id: txId })} />;
}
