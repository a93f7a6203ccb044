import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { StatusChip, visuallyHidden } from '@pp/ui';

import type { Product } from '../types';
import { formatPrice } from './format';
import { useShopT } from './i18n';

export interface PriceTagProps {
  product: Pick<Product, 'offerPrice' | 'salePrice' | 'discount'>;
  size?: 'small' | 'large';
  /** Show the '25% off' chip. */
  showDiscount?: boolean;
}

/** The price paid, the list price struck through and the discount. */
export function PriceTag({ product, size = 'small', showDiscount = true }: PriceTagProps) {
  const reduced = product.salePrice > product.offerPrice;
  const { t } = useShopT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
      <Typography
        component="span"
        variant={size === 'large' ? 'h2' : 'h4'}
        sx={{ color: 'heading', overflowWrap: 'break-word' }}
      >
        {formatPrice(product.offerPrice)}
      </Typography>
      {reduced && (
        <Typography
          component="span"
          variant={size === 'large' ? 'h5' : 'caption'}
          sx={{ color: 'text.secondary', textDecoration: 'line-through', overflowWrap: 'break-word' }}
        >
          <Box component="span" sx={visuallyHidden}>
            {`${t('labels.was')} `}
          </Box>
          {formatPrice(product.salePrice)}
        </Typography>
      )}
      {reduced && showDiscount && (
        <StatusChip
          color="success"
          label={t('labels.percentOff', { percent: product.discount })}
          sx={{ alignSelf: 'center', height: size === 'large' ? undefined : 20 }}
        />
      )}
    </Box>
  );
}
