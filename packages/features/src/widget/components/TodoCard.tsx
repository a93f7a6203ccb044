import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FormTextField, formatNumber, MainCard, touchTarget } from '@pp/ui';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { useT } from '../../shared/i18n/useT';
import { widgetNs } from '../i18n';
import { listRowSx } from '../layout';
import { addTodo, removeTodo, TODO_MAX, todoFormSchema, toggleTodo, type TodoFormValues } from '../todos';
import type { Todo } from '../types';

/**
 * The to-do widget: add a task (react-hook-form + yup, the message at the field), check it off,
 * delete it. The list starts from the server's and changes on the page only.
 */
export function TodoCard({ initial }: { initial: readonly Todo[] }) {
  const { t, locale } = useT(widgetNs);
  const [todos, setTodos] = useState<readonly Todo[]>(initial);
  // Ids of added tasks: a counter, so a story adds the same ids on every run.
  const [nextId, setNextId] = useState(1);
  const listId = useId();
  const schema = useMemo(
    () =>
      todoFormSchema({
        required: t('data.todo.required'),
        tooLong: t('data.todo.tooLong', { max: formatNumber(TODO_MAX, { locale }) }),
      }),
    [t, locale],
  );
  const { control, handleSubmit, reset } = useForm<TodoFormValues>({
    defaultValues: { text: '' },
    resolver: yupResolver(schema),
  });
  const submit = handleSubmit(({ text }) => {
    setTodos((list) => addTodo(list, `todo-added-${nextId}`, text));
    setNextId((id) => id + 1);
    reset({ text: '' });
  });
  const left = todos.filter((todo) => !todo.done).length;

  return (
    <MainCard
      title={t('data.todo.title')}
      secondary={
        <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
          {t('data.todo.remaining', {
            count: formatNumber(left, { locale }),
            total: formatNumber(todos.length, { locale }),
          })}
        </Typography>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-controls={listId}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
      >
        <FormTextField
          control={control}
          name="text"
          label={t('data.todo.newItem')}
          size="small"
          autoComplete="off"
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<IconPlus size={18} aria-hidden />}
          sx={{ minHeight: 40, flexShrink: 0 }}
        >
          {t('data.todo.add')}
        </Button>
      </Box>
      {todos.length === 0 ? (
        <Typography id={listId} sx={{ pt: 3, pb: 1, color: 'text.secondary', textAlign: 'center' }}>
          {t('data.todo.empty')}
        </Typography>
      ) : (
        <Box component="ul" id={listId} sx={{ m: 0, p: 0, mt: 1.5 }}>
          {todos.map((todo) => {
            const checkboxId = `${listId}-${todo.id}`;
            return (
              <Box component="li" key={todo.id} sx={listRowSx(0.5)}>
                <Checkbox
                  id={checkboxId}
                  checked={todo.done}
                  onChange={() => setTodos((list) => toggleTodo(list, todo.id))}
                  color="secondary"
                />
                <Typography
                  component="label"
                  htmlFor={checkboxId}
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    overflowWrap: 'break-word',
                    cursor: 'pointer',
                    color: todo.done ? 'text.secondary' : 'text.primary',
                    textDecoration: todo.done ? 'line-through' : 'none',
                  }}
                >
                  {todo.text}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('data.todo.delete', { text: todo.text })}
                  onClick={() => setTodos((list) => removeTodo(list, todo.id))}
                  sx={{ ...touchTarget, color: 'text.secondary', '&:hover': { color: 'error.main' } }}
                >
                  <IconTrash size={18} stroke={1.75} aria-hidden />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
    </MainCard>
  );
}
