/**
 * The icon galleries' screens, loaded with the template's other demo pages through
 * `../templateScreens.ts`. Each loads its gallery (the set's index of names) in a chunk of its own,
 * and the gallery loads the icons it shows in chunks of a few dozen (`packages/app/iconGallery.ts`):
 * the template pages' chunk carries no icon of the sets.
 */
import Box from '@mui/material/Box';
import { LoadingArea, MainCard, Placeholder } from '@pp/ui';
import { lazy, Suspense, type ReactNode } from 'react';

import { copyWithClipboard, type CopyText } from '../shared/clipboard';
import { useT } from '../shared/i18n/useT';
import { iconPagesNs } from './i18n';

const TablerGallery = lazy(() => import('./TablerGallery'));
const MaterialGallery = lazy(() => import('./MaterialGallery'));

export interface IconsScreenProps {
  /** Where "copy the import line" writes (the browser clipboard; stories record it). */
  copyText?: CopyText;
}

/** The card's outline while the gallery's code and names load. */
function GalleryLoading() {
  const { t } = useT(iconPagesNs);
  return (
    <MainCard title={t('title')}>
      <LoadingArea label={t('loading')}>
        <Placeholder variant="text" width="80%" />
        <Placeholder variant="rounded" width={320} height={40} sx={{ maxWidth: '100%', my: 2 }} />
        <Box sx={{ height: 'min(560px, 65vh)' }}>
          <Placeholder variant="rounded" width="100%" height="100%" />
        </Box>
      </LoadingArea>
    </MainCard>
  );
}

function Gallery({ children }: { children: ReactNode }) {
  return <Suspense fallback={<GalleryLoading />}>{children}</Suspense>;
}

/** `/icons/tabler-icons`: every icon of `@tabler/icons-react`, searchable, with its import line. */
export function TablerIconsScreen({ copyText = copyWithClipboard }: IconsScreenProps) {
  return (
    <Gallery>
      <TablerGallery copyText={copyText} />
    </Gallery>
  );
}

/** `/icons/material-icons`: every icon of `@mui/icons-material` in its five styles, searchable. */
export function MaterialIconsScreen({ copyText = copyWithClipboard }: IconsScreenProps) {
  return (
    <Gallery>
      <MaterialGallery copyText={copyText} />
    </Gallery>
  );
}
