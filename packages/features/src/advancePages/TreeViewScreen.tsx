import { lazy, Suspense } from 'react';

import { LoadingArea, Placeholder } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';

/** MUI X's tree view loads with this page only, not with the other demo pages. */
const TreeViewDemos = lazy(() => import('./TreeViewDemos'));

/** `/advance/treeview`: trees from markup and from data, keyboard, multi-select, checkboxes, custom icons. */
export function TreeViewScreen() {
  const { t } = useT(advancePagesNs);
  return (
    <DemoPage label={t('pages.treeview')}>
      <Suspense
        fallback={
          <DemoSection title={t('tree.simple')} column>
            <LoadingArea label={t('tree.loading')}>
              {[70, 55, 60, 45].map((width) => (
                <Placeholder key={width} width={`${width}%`} height={32} />
              ))}
            </LoadingArea>
          </DemoSection>
        }
      >
        <TreeViewDemos />
      </Suspense>
    </DemoPage>
  );
}
