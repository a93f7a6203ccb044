import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';

import type { Product } from '../types';
import { useShopT } from './i18n';

/** The views the gallery offers of a product's picture. */
const VIEWS = [
  { key: 'front', transform: 'none' },
  { key: 'detail', transform: 'scale(1.7)' },
  { key: 'back', transform: 'scaleX(-1)' },
] as const;

type ViewKey = (typeof VIEWS)[number]['key'];

/** The main picture and its thumbnails (front, close-up, back). */
export function ProductGallery({ product }: { product: Pick<Product, 'image' | 'name'> }) {
  const [view, setView] = useState<ViewKey>('front');
  const current = VIEWS.find((item) => item.key === view) ?? VIEWS[0];
  const { t } = useShopT();
  const viewLabel = (key: ViewKey) => t(`gallery.${key}`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Box
          component="img"
          src={product.image}
          alt={`${product.name}, ${viewLabel(current.key).toLocaleLowerCase()}`}
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '1',
            objectFit: 'contain',
            transform: current.transform,
            transition: (theme) => theme.transitions.create('transform'),
          }}
        />
      </Box>
      <Box
        role="group"
        aria-label={t('gallery.pictures')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1.5 }}
      >
        {VIEWS.map((item) => {
          const selected = item.key === view;
          return (
            <ButtonBase
              key={item.key}
              aria-label={t('gallery.show', { view: viewLabel(item.key).toLocaleLowerCase() })}
              aria-pressed={selected}
              onClick={() => setView(item.key)}
              sx={{
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 2,
                borderColor: selected ? 'primary.main' : 'transparent',
              }}
            >
              <Box
                component="img"
                src={product.image}
                alt=""
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '1',
                  objectFit: 'contain',
                  transform: item.transform,
                }}
              />
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
