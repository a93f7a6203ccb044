import type { BoxProps } from '@mui/material/Box';

import { LoadingArea as UiLoadingArea, Placeholder } from '@pp/ui';
import { copy } from '../copy';

export { Placeholder };

/** The ui kit's loading area, saying the player's Thai "loading". */
export function LoadingArea(props: BoxProps) {
  return <UiLoadingArea label={copy.common.loading} {...props} />;
}
