import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconChevronLeft, IconChevronRight, IconPhoto, IconX } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';

import { formatDate, MainCard, Placeholder } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import { useRemote } from '../../shared/query/read';
import { galleryAtom } from '../atoms';
import { userNs } from '../i18n';
import type { GalleryItem } from '../types';
import { RemoteState } from './RemoteState';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

const wrap = { overflowWrap: 'break-word', minWidth: 0 } as const;

export interface LightboxProps {
  items: readonly GalleryItem[];
  /** The photo shown; null: closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * One photo at a time over the page: previous and next buttons and the arrow keys move (the
 * reading direction's arrow goes forward, also in RTL), Escape or the close button closes.
 */
export function Lightbox({ items, index, onIndex, onClose }: LightboxProps) {
  const { t, locale } = useT(userNs);
  const titleId = useId();
  const helpId = useId();
  const rtl = useTheme().direction === 'rtl';
  // The previous button sits at the reading start and points there.
  const [Back, Forward] = rtl ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const [shown, setShown] = useState(index);
  // Keeps the last photo while the dialog fades out.
  if (index !== null && index !== shown) setShown(index);
  const item = shown === null ? undefined : items[shown];
  const count = items.length;
  const move = (step: number) => {
    if (shown !== null) onIndex((shown + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    move(forward ? 1 : -1);
  };
  return (
    <Dialog
      open={index !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={helpId}
      onKeyDown={onKeyDown}
    >
      {item && shown !== null && (
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={item.image}
            alt={item.title}
            sx={{
              display: 'block',
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              bgcolor: 'grey.900',
            }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
            <IconButton aria-label={t('gallery.previous')} onClick={() => move(-1)}>
              <Back size={22} aria-hidden />
            </IconButton>
            <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
              <Typography id={titleId} variant="h4" component="h2" sx={wrap}>
                {item.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('gallery.photo', { index: shown + 1, count })} ·{' '}
                <time dateTime={item.dateTime}>{formatDate(item.dateTime, { locale })}</time>
              </Typography>
              <Typography id={helpId} variant="caption" color="text.secondary" component="p" sx={wrap}>
                {t('gallery.help')}
              </Typography>
            </Box>
            <IconButton aria-label={t('gallery.next')} onClick={() => move(1)}>
              <Forward size={22} aria-hidden />
            </IconButton>
          </Box>
          <IconButton
            aria-label={t('gallery.close')}
            onClick={onClose}
            sx={{
              position: 'absolute',
              top: 8,
              insetInlineEnd: 8,
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <IconX size={20} aria-hidden />
          </IconButton>
        </Box>
      )}
    </Dialog>
  );
}

/** The photos in a grid; a photo opens in the lightbox. */
export function GalleryTab() {
  const { t, locale } = useT(userNs);
  const gallery = useRemote(galleryAtom);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <MainCard title={t('tabs.gallery')} titleComponent="h2">
      <RemoteState
        remote={gallery}
        loading="gallery.loading"
        loadFailed="gallery.loadFailed"
        skeleton={
          <Box sx={gridSx}>
            {Array.from({ length: 6 }, (_, index) => (
              <Placeholder key={index} variant="rounded" height={200} />
            ))}
          </Box>
        }
        isEmpty={(data) => data.length === 0}
        empty={{
          icon: <IconPhoto size={32} stroke={1.5} />,
          title: t('gallery.emptyTitle'),
          text: t('gallery.emptyText'),
        }}
      >
        {(items) => (
          <>
            <Box component="ul" sx={gridSx}>
              {items.map((item, index) => (
                <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
                  <ButtonBase
                    aria-label={t('gallery.open', { title: item.title })}
                    onClick={() => setOpen(index)}
                    sx={{
                      display: 'block',
                      width: '100%',
                      textAlign: 'start',
                      borderRadius: 2,
                      overflow: 'hidden',
                      border: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Box
                      component="img"
                      src={item.image}
                      alt=""
                      sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
                    />
                    <Box sx={{ px: 1.5, py: 1 }}>
                      <Typography variant="subtitle1" component="span" sx={{ display: 'block', ...wrap }}>
                        {item.title}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {formatDate(item.dateTime, { locale })}
                      </Typography>
                    </Box>
                  </ButtonBase>
                </Box>
              ))}
            </Box>
            <Lightbox items={items} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
          </>
        )}
      </RemoteState>
    </MainCard>
  );
}
