import * as tabler from 'virtual:icon-gallery/tabler';

import type { CopyText } from '../shared/clipboard';
import { IconGallery } from './components/IconGallery';

const line = (name: string) => `import { ${name} } from '@tabler/icons-react';`;

/** The gallery of `@tabler/icons-react` (its own lazy chunk, with the set's index). */
export default function TablerGallery({ copyText }: { copyText: CopyText }) {
  return (
    <IconGallery
      set={tabler}
      kind="tabler"
      packageName="@tabler/icons-react"
      prefix="Icon"
      importLine={line}
      render={(Icon, size) => <Icon size={size} stroke={1.5} aria-hidden />}
      copyText={copyText}
    />
  );
}
