import { describe, expect, it } from 'vitest';

import { addTodo, removeTodo, TODO_MAX, todoFormSchema, toggleTodo } from './todos';

const messages = { required: 'required', tooLong: 'too long' };
const schema = todoFormSchema(messages);
const list = [
  { id: 'a', text: 'Call the supplier', done: false },
  { id: 'b', text: 'Renew the domain', done: true },
];

describe('the to-do form', () => {
  it('refuses an empty or blank task, and one too long', () => {
    expect(() => schema.validateSync({ text: '   ' })).toThrow('required');
    expect(() => schema.validateSync({ text: 'x'.repeat(TODO_MAX + 1) })).toThrow('too long');
  });

  it('takes a task, trimmed', () => {
    expect(schema.validateSync({ text: '  ส่งใบเสนอราคา  ' })).toEqual({ text: 'ส่งใบเสนอราคา' });
  });
});

describe('the to-do list', () => {
  it('adds an open task at the end', () => {
    expect(addTodo(list, 'c', ' New ')).toEqual([...list, { id: 'c', text: 'New', done: false }]);
  });

  it('checks and unchecks one task only', () => {
    expect(toggleTodo(list, 'a').map((todo) => todo.done)).toEqual([true, true]);
    expect(toggleTodo(list, 'b').map((todo) => todo.done)).toEqual([false, false]);
  });

  it('deletes one task', () => {
    expect(removeTodo(list, 'a')).toEqual([list[1]]);
    expect(removeTodo(list, 'missing')).toEqual(list);
  });
});
