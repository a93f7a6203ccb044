import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconBolt, IconSearchOff, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';

import { EmptyState, ErrorState, formatDate, MainCard, StatusChip, visuallyHidden } from '@pp/ui';

import { useRemote } from '../shared/query/read';
import { paths } from '../shared/routes/paths';
import { productAtomFamily, relatedProductsAtomFamily, reviewsAtom } from './atoms';
import { CartBadge } from './CartBadge';
import { ColorDot } from './components/ColorDot';
import { BackArrow } from './components/Directional';
import { shopDate } from './components/format';
import { PriceTag } from './components/PriceTag';
import { ProductGallery } from './components/ProductGallery';
import { QuantityStepper } from './components/QuantityStepper';
import { RatingLine } from './components/RatingLine';
import { RelatedProducts } from './components/RelatedProducts';
import { ReviewList } from './components/ReviewList';
import { errorStateProps } from './components/errors';
import { categoryLabel, colourLabel, genderLabel, sizeLabel, useShopT, type ShopT } from './components/i18n';
import { cartLine, useAddToCart } from './components/useAddToCart';
import { defaultSize, productSizes } from './rules/shop';
import type { Product, ProductColor } from './types';

const DETAILS = 'details';

function BackToShop() {
  const { t } = useShopT();
  return (
    <Button component={RouterLink} to={paths.ecommerce.products} startIcon={<BackArrow />} color="inherit">
      {t('details.back')}
    </Button>
  );
}

/** Colour, size and quantity, then add to cart or buy now. */
function PurchaseForm({ product }: { product: Product }) {
  const [color, setColor] = useState<ProductColor>(product.colors[0] ?? 'black');
  const sizes = productSizes(product);
  const [size, setSize] = useState(defaultSize(product));
  const [quantity, setQuantity] = useState(1);
  const { add, busy } = useAddToCart();
  const navigate = useNavigate();
  const { t } = useShopT();
  const line = () => cartLine(product, { color, size, quantity });
  const disabled = !product.isStock || busy;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <FormControl component="fieldset">
        <FormLabel
          component="legend"
          sx={{ typography: 'subtitle1', mb: 1, '&.Mui-focused': { color: 'heading' } }}
        >
          {t('details.colour', { colour: colourLabel(t, color) })}
        </FormLabel>
        <RadioGroup
          row
          value={color}
          onChange={(event) => setColor(event.target.value as ProductColor)}
          sx={{ gap: 0.5 }}
        >
          {product.colors.map((item) => (
            <Tooltip key={item} title={colourLabel(t, item)}>
              <Radio
                value={item}
                icon={<ColorDot color={item} size={3.5} />}
                checkedIcon={<ColorDot color={item} size={3.5} selected />}
                slotProps={{ input: { 'aria-label': colourLabel(t, item) } }}
                sx={{ p: 0.75 }}
              />
            </Tooltip>
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end' }}>
        <TextField
          select
          label={t('details.size')}
          size="small"
          value={size}
          onChange={(event) => setSize(event.target.value)}
          disabled={sizes.length === 1}
          sx={{ minWidth: (theme) => theme.spacing(18) }}
        >
          {sizes.map((item) => (
            <MenuItem key={item} value={item}>
              {sizeLabel(t, item)}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ mb: 0.5 }}>
            {t('details.quantity')}
          </Typography>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            label={t('details.quantity')}
            disabled={!product.isStock}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
        <Button
          variant="outlined"
          color="secondary"
          size="large"
          startIcon={<IconShoppingCartPlus size={20} />}
          disabled={disabled}
          onClick={() => void add(line())}
          sx={{ flex: '1 1 auto' }}
        >
          {t('details.addToCart')}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<IconBolt size={20} />}
          disabled={disabled}
          onClick={async () => {
            if (await add(line())) navigate(paths.ecommerce.checkout);
          }}
          sx={{ flex: '1 1 auto' }}
        >
          {t('details.buyNow')}
        </Button>
      </Box>
    </Box>
  );
}

function ProductSummary({ product, reviewCount }: { product: Product; reviewCount?: number }) {
  const { t } = useShopT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {product.isStock ? (
          <StatusChip color="success" label={t('labels.inStock')} />
        ) : (
          <StatusChip color="error" label={t('labels.outOfStock')} />
        )}
        {product.categories.map((category) => (
          <StatusChip key={category} color="primary" variant="outlined" label={categoryLabel(t, category)} />
        ))}
      </Box>
      <Typography component="h1" variant="h2" sx={{ overflowWrap: 'break-word' }}>
        {product.name}
      </Typography>
      <RatingLine value={product.rating} count={reviewCount} size="medium" />
      <Typography variant="body1" color="text.secondary">
        {product.description}
      </Typography>
      <PriceTag product={product} size="large" />
      <Divider />
      <PurchaseForm key={product.id} product={product} />
    </Box>
  );
}

function DetailsSkeleton() {
  const { t } = useShopT();
  return (
    <MainCard>
      <Box
        role="status"
        aria-label={t('details.loading')}
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { '@': '1fr', '@md/details': '5fr 7fr' } }}
      >
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1' }} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Skeleton variant="text" sx={{ width: '30%' }} />
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '70%' }} />
          <Skeleton variant="text" sx={{ width: '40%' }} />
          <Skeleton variant="text" sx={{ width: '90%' }} />
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '35%' }} />
          <Skeleton variant="rounded" sx={{ height: (theme) => theme.spacing(20) }} />
        </Box>
      </Box>
    </MainCard>
  );
}

function facts(product: Product, t: ShopT, locale: string): [string, string][] {
  return [
    [t('details.category'), product.categories.map((category) => categoryLabel(t, category)).join(', ')],
    [t('details.for'), genderLabel(t, product.gender)],
    [t('details.colours'), product.colors.map((color) => colourLabel(t, color)).join(', ')],
    [
      t('details.sizes'),
      productSizes(product)
        .map((size) => sizeLabel(t, size))
        .join(', '),
    ],
    [t('details.onSaleSince'), formatDate(product.date, shopDate(locale))],
    [t('details.availability'), product.isStock ? t('labels.inStock') : t('labels.outOfStock')],
  ];
}

function DescriptionPanel({ product }: { product: Product }) {
  const { t, locale } = useShopT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography variant="body1">{product.description}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          alignItems: 'baseline',
          columnGap: 4,
          rowGap: 1.25,
          m: 0,
        }}
      >
        {facts(product, t, locale).map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="subtitle1">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function ProductDetails({ id }: { id: string }) {
  const product = useRemote(productAtomFamily(id));
  const related = useRemote(relatedProductsAtomFamily(id));
  const reviews = useRemote(reviewsAtom);
  const { add, busy } = useAddToCart();
  const [tab, setTab] = useState<'description' | 'reviews'>('description');
  const { t } = useShopT();

  if (product.status === 'error') {
    if (product.error.status === 404) {
      return (
        <MainCard>
          <EmptyState
            size="large"
            titleComponent="h2"
            icon={<IconSearchOff size={36} stroke={1.5} />}
            title={t('details.notFoundTitle')}
            description={t('details.notFoundMessage', { id })}
            action={
              <Button component={RouterLink} to={paths.ecommerce.products} variant="contained">
                {t('details.browse')}
              </Button>
            }
          />
        </MainCard>
      );
    }
    return (
      <MainCard>
        <ErrorState
          {...errorStateProps(product.error, t('details.loadFailed'), t)}
          onRetry={product.retry}
          size="large"
          titleComponent="h2"
        />
      </MainCard>
    );
  }
  if (product.data === undefined) return <DetailsSkeleton />;
  const item = product.data;
  const reviewCount = reviews.status === 'ready' ? reviews.data.length : undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <MainCard>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md/details': 'minmax(0, 5fr) minmax(0, 7fr)' },
          }}
        >
          <ProductGallery key={item.id} product={item} />
          <ProductSummary product={item} reviewCount={reviewCount} />
        </Box>
      </MainCard>
      <MainCard content={false}>
        <Tabs
          value={tab}
          onChange={(_event, value: 'description' | 'reviews') => setTab(value)}
          aria-label={t('details.information')}
          textColor="secondary"
          indicatorColor="secondary"
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="description"
            label={t('details.description')}
            id="tab-description"
            aria-controls="panel-description"
          />
          <Tab
            value="reviews"
            label={
              reviewCount === undefined
                ? t('details.reviews')
                : t('details.reviewsCount', { count: reviewCount })
            }
            id="tab-reviews"
            aria-controls="panel-reviews"
          />
        </Tabs>
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ p: 3 }}>
          <Typography component="h2" sx={visuallyHidden}>
            {tab === 'description' ? t('details.description') : t('details.reviews')}
          </Typography>
          {tab === 'description' ? <DescriptionPanel product={item} /> : <ReviewList reviews={reviews} />}
        </Box>
      </MainCard>
      <RelatedProducts products={related} onAdd={(p) => void add(cartLine(p))} busy={busy} />
    </Box>
  );
}

/**
 * `/e-commerce/product-details/:id`: gallery, rating, prices and discount, colour, size and
 * quantity, add to cart and buy now; description and reviews tabs; related products. An unknown
 * id shows a not-found state.
 */
export function ProductDetailsScreen() {
  const { id = 'default' } = useParams<{ id: string }>();
  return (
    <Box sx={{ containerType: 'inline-size', containerName: DETAILS }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <BackToShop />
        <CartBadge />
      </Box>
      <ProductDetails key={id} id={id} />
    </Box>
  );
}
