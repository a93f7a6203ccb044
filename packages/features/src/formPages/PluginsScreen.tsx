import Skeleton from '@mui/material/Skeleton';
import { MainCard } from '@pp/ui';
import { lazy, Suspense } from 'react';

import { useT } from '../shared/i18n/useT';
import { formPagesNs } from './i18n';
import { FormsPage } from './layout';
import { BankAutocomplete } from './plugins/BankAutocomplete';
import { ClipboardDemo } from './plugins/ClipboardDemo';
import { browserClipboard, type ClipboardAccess } from '../shared/clipboard';
import { MaskedFields } from './plugins/MaskedFields';
import { PictureDrop } from './plugins/PictureDrop';

/** tiptap loads with this page only, never in the template pages' shared chunk (decision 0023). */
const RichTextEditor = lazy(() => import('./plugins/RichTextEditor'));

export interface FormPluginsScreenProps {
  /** The clipboard of the copy and paste demo (stories give a stand-in). */
  clipboard?: ClipboardAccess;
}

/**
 * `/forms/plugins`: an autocomplete that searches the server, input masks for a Thai mobile and
 * bank account number, copy and paste, a rich-text editor, and a picture drop zone.
 */
export function FormPluginsScreen({ clipboard = browserClipboard }: FormPluginsScreenProps) {
  const { t } = useT(formPagesNs);
  return (
    <FormsPage label={t('pages.plugins')} columns={2}>
      <MainCard title={t('plugins.autocomplete')} divider>
        <BankAutocomplete />
      </MainCard>
      <MainCard title={t('plugins.masks')} divider>
        <MaskedFields />
      </MainCard>
      <MainCard title={t('plugins.clipboard')} divider>
        <ClipboardDemo clipboard={clipboard} />
      </MainCard>
      <MainCard title={t('plugins.dropzone')} divider>
        <PictureDrop />
      </MainCard>
      <MainCard title={t('plugins.editor')} divider sx={{ gridColumn: '1 / -1' }}>
        <Suspense
          fallback={
            <Skeleton
              variant="rounded"
              height={240}
              aria-label={t('plugins.editorLoading')}
              role="progressbar"
            />
          }
        >
          <RichTextEditor />
        </Suspense>
      </MainCard>
    </FormsPage>
  );
}
