import { FormFileField, formatFileSize } from '@pp/ui';
import { useForm } from 'react-hook-form';

import { useT } from '../../shared/i18n/useT';
import { formPagesNs } from '../i18n';

/** The pictures the drop zone takes, and their size limit. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = [...PICTURE_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

/** A picture dropped or chosen, previewed; a wrong type or a file over 2 MB is refused by name. */
export function PictureDrop() {
  const { t } = useT(formPagesNs);
  const { control } = useForm<{ picture: File | null }>({ defaultValues: { picture: null } });
  const refuse = (file: File): string | null => {
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type))
      return t('plugins.wrongType', { name: file.name });
    if (file.size > PICTURE_MAX_BYTES)
      return t('plugins.tooLarge', { name: file.name, size: formatFileSize(file.size) });
    return null;
  };
  return (
    <FormFileField
      control={control}
      name="picture"
      accept={ACCEPT}
      refuse={refuse}
      labels={{
        label: t('plugins.picture'),
        hint: t('plugins.pictureHint'),
        choose: t('plugins.choose'),
        change: t('plugins.change'),
        remove: t('plugins.remove'),
        drop: t('plugins.drop'),
        attached: t('plugins.attached'),
        preview: (name) => t('plugins.previewOf', { name }),
      }}
    />
  );
}
