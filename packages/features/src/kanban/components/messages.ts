import type { FormMessages } from '../forms';
import type { KanbanT } from '../i18n';

/** The forms' messages in the page's language (the kanban labels' `errors`). */
export function messagesOf(t: KanbanT): FormMessages {
  return {
    title: t('errors.title'),
    titleLength: t('errors.titleLength'),
    textLength: t('errors.textLength'),
    dueDate: t('errors.dueDate'),
    comment: t('errors.comment'),
    columnName: t('errors.columnName'),
  };
}
