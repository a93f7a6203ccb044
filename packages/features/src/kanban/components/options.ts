import { PRIORITIES } from '../api/schemas';
import type { KanbanT } from '../i18n';
import type { KanbanProfile } from '../types';

/** The priorities as select options, lowest first. */
export const priorityOptions = (t: KanbanT) =>
  PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }));

/** Nobody, then every person of the board, as select options. */
export const assigneeOptions = (t: KanbanT, profiles: readonly KanbanProfile[]) => [
  { value: '', label: t('common.nobody') },
  ...profiles.map((profile) => ({ value: profile.id, label: profile.name })),
];
