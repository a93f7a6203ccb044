import type { MessageKey } from '@pp/features/i18n';

import type { Messages } from '../i18n/en';

/** A title that is a key of the shell namespace (template labels); the others are Thai copy. */
export const isShellKey = (title: string): title is MessageKey<Messages> => title.startsWith('menu.');
