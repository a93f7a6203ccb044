/**
 * The icon galleries' generated modules (`packages/app/iconGallery.ts`, a Vite plugin of the app
 * and of Storybook): each set's index, and its icons in chunks.
 */
declare module 'virtual:icon-gallery/tabler' {
  import type { Icon } from '@tabler/icons-react';

  export const names: readonly string[];
  export const styles: readonly { name: string; suffix: string }[];
  export const groups: readonly string[];
  export const groupOf: readonly number[];
  export const chunkSize: number;
  export const chunks: readonly (readonly (() => Promise<{ default: readonly Icon[] }>)[])[];
}

declare module 'virtual:icon-gallery/material' {
  import type { SvgIconComponent } from '@mui/icons-material';

  export const names: readonly string[];
  export const styles: readonly { name: string; suffix: string }[];
  export const groups: readonly string[];
  export const groupOf: readonly number[];
  export const chunkSize: number;
  export const chunks: readonly (readonly (() => Promise<{ default: readonly SvgIconComponent[] }>)[])[];
}
