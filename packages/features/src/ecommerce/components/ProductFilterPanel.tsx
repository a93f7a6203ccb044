import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { CATEGORIES, GENDERS, PRODUCT_COLORS } from '../rules/guards';
import { PRICE_RANGES, RATING_FILTERS } from '../rules/shop';
import type { Category, Gender, ProductColor, ProductFilter } from '../types';
import { ColorDot } from './ColorDot';
import { categoryLabel, colourLabel, genderLabel, priceRangeLabel, useShopT } from './i18n';

/** True when the filter narrows nothing down (search and sort aside). */
export function hasNoFacets(filter: ProductFilter): boolean {
  return (
    filter.gender.length === 0 &&
    (filter.categories.length === 0 || filter.categories.includes('all')) &&
    filter.colors.length === 0 &&
    filter.price === '' &&
    filter.rating === 0
  );
}

/** Number of facets in use (for the 'Filters (2)' button). */
export function facetCount(filter: ProductFilter): number {
  const categories = filter.categories.includes('all') ? 0 : filter.categories.length;
  return (
    filter.gender.length +
    categories +
    filter.colors.length +
    (filter.price === '' ? 0 : 1) +
    (filter.rating === 0 ? 0 : 1)
  );
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

/** Category choice: 'all' alone, or the categories ticked (none ticked means all). */
export function toggleCategory(
  categories: ProductFilter['categories'],
  category: Category | 'all',
): ProductFilter['categories'] {
  if (category === 'all') return ['all'];
  const specific = categories.filter((value): value is Category => value !== 'all');
  const next = toggle(specific, category);
  return next.length === 0 ? ['all'] : next;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel
        component="legend"
        sx={{ typography: 'h5', color: 'heading', mb: 1, '&.Mui-focused': { color: 'heading' } }}
      >
        {title}
      </FormLabel>
      {children}
    </FormControl>
  );
}

export interface ProductFilterPanelProps {
  filter: ProductFilter;
  onChange: (filter: ProductFilter) => void;
  onClear: () => void;
}

/** Gender, categories, colours, price range and minimum rating. */
export function ProductFilterPanel({ filter, onChange, onClear }: ProductFilterPanelProps) {
  const allCategories = filter.categories.length === 0 || filter.categories.includes('all');
  const { t } = useShopT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h4">
          {t('filter.title')}
        </Typography>
        <Button size="small" color="error" onClick={onClear} disabled={hasNoFacets(filter)}>
          {t('filter.clearAll')}
        </Button>
      </Box>
      <Section title={t('filter.gender')}>
        <FormGroup>
          {GENDERS.map((gender: Gender) => (
            <FormControlLabel
              key={gender}
              label={genderLabel(t, gender)}
              control={
                <Checkbox
                  size="small"
                  checked={filter.gender.includes(gender)}
                  onChange={() => onChange({ ...filter, gender: toggle(filter.gender, gender) })}
                />
              }
            />
          ))}
        </FormGroup>
      </Section>
      <Divider />
      <Section title={t('filter.categories')}>
        <FormGroup>
          <FormControlLabel
            label={t('filter.allCategories')}
            control={
              <Checkbox
                size="small"
                checked={allCategories}
                onChange={() => onChange({ ...filter, categories: toggleCategory(filter.categories, 'all') })}
              />
            }
          />
          {CATEGORIES.map((category) => (
            <FormControlLabel
              key={category}
              label={categoryLabel(t, category)}
              control={
                <Checkbox
                  size="small"
                  checked={!allCategories && filter.categories.includes(category)}
                  onChange={() =>
                    onChange({
                      ...filter,
                      categories: toggleCategory(allCategories ? [] : filter.categories, category),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Section>
      <Divider />
      <Section title={t('filter.colours')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {PRODUCT_COLORS.map((color: ProductColor) => {
            const checked = filter.colors.includes(color);
            return (
              <Tooltip key={color} title={colourLabel(t, color)}>
                <Checkbox
                  checked={checked}
                  onChange={() => onChange({ ...filter, colors: toggle(filter.colors, color) })}
                  icon={<ColorDot color={color} />}
                  checkedIcon={<ColorDot color={color} selected />}
                  slotProps={{ input: { 'aria-label': colourLabel(t, color) } }}
                  sx={{ p: 0.75 }}
                />
              </Tooltip>
            );
          })}
        </Box>
      </Section>
      <Divider />
      <Section title={t('filter.price')}>
        <RadioGroup
          value={filter.price}
          onChange={(event) => onChange({ ...filter, price: event.target.value })}
        >
          {PRICE_RANGES.map((range) => (
            <FormControlLabel
              key={range.value || 'all'}
              value={range.value}
              label={priceRangeLabel(t, range.value)}
              control={<Radio size="small" />}
            />
          ))}
        </RadioGroup>
      </Section>
      <Divider />
      <Section title={t('filter.rating')}>
        <RadioGroup
          value={String(filter.rating)}
          onChange={(event) => onChange({ ...filter, rating: Number(event.target.value) })}
        >
          {RATING_FILTERS.map((rating) => (
            <FormControlLabel
              key={rating}
              value={String(rating)}
              control={<Radio size="small" />}
              slotProps={{ typography: { component: 'span' } }}
              label={
                rating === 0 ? (
                  t('filter.anyRating')
                ) : (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <Rating value={rating} readOnly size="small" aria-hidden />
                    <span>{t('filter.ratingAndUp', { rating })}</span>
                  </Box>
                )
              }
            />
          ))}
        </RadioGroup>
      </Section>
    </Box>
  );
}
