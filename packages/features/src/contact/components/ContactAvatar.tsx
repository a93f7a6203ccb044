import { PresenceAvatar } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import { contactNs } from '../i18n';
import type { Contact } from '../types';

export interface ContactAvatarProps {
  contact: Pick<Contact, 'name' | 'avatar' | 'online_status'>;
  /** Side in theme spacing units (5 = 40 px). */
  size?: number;
}

/** A contact's avatar: the one PresenceAvatar, its online status said in words to screen readers. */
export function ContactAvatar({ contact, size }: ContactAvatarProps) {
  const { t } = useT(contactNs);
  return (
    <PresenceAvatar
      src={contact.avatar}
      name={contact.name}
      presence={contact.online_status}
      presenceLabel={t(`online.${contact.online_status}`)}
      size={size}
    />
  );
}
