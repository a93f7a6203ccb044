/**
 * The to-do widget: its add form's rules and the list's changes (add, check, delete), pure so they
 * are tested alone. The list lives on the page (docs/demo-api.md, "Widgets": the server only seeds it).
 */
import { object, string, type ObjectSchema } from 'yup';

import type { Todo } from './types';

/** Longest to-do accepted. */
export const TODO_MAX = 80;

export interface TodoFormValues {
  text: string;
}

/** The add form's rules, with the messages shown at the field. */
export function todoFormSchema(messages: {
  required: string;
  tooLong: string;
}): ObjectSchema<TodoFormValues> {
  return object({ text: string().trim().required(messages.required).max(TODO_MAX, messages.tooLong) });
}

/** The list with a new, open to-do at its end. */
export const addTodo = (list: readonly Todo[], id: string, text: string): Todo[] => [
  ...list,
  { id, text: text.trim(), done: false },
];

/** The list with one to-do checked or unchecked. */
export const toggleTodo = (list: readonly Todo[], id: string): Todo[] =>
  list.map((todo) => (todo.id === id ? { ...todo, done: !todo.done } : todo));

/** The list without one to-do. */
export const removeTodo = (list: readonly Todo[], id: string): Todo[] =>
  list.filter((todo) => todo.id !== id);
