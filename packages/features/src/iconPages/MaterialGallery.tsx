import * as material from 'virtual:icon-gallery/material';

import type { CopyText } from '../shared/clipboard';
import { IconGallery } from './components/IconGallery';

/** `import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';` (MUI's own docs' naming). */
const line = (name: string) => `import ${name}Icon from '@mui/icons-material/${name}';`;

/** The gallery of `@mui/icons-material` (its own lazy chunk, with the set's index). */
export default function MaterialGallery({ copyText }: { copyText: CopyText }) {
  return (
    <IconGallery
      set={material}
      kind="material"
      packageName="@mui/icons-material"
      prefix=""
      importLine={line}
      render={(Icon, size) => <Icon sx={{ fontSize: size }} aria-hidden />}
      copyText={copyText}
    />
  );
}
