/** Story helpers of the form fields: a padded page and a one-field form in a given state. */
import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

/** The field on a padded card, phone width, as a form shows it. */
export function StoryFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ p: 3, maxWidth: 420, bgcolor: 'background.paper' }}>{children}</Box>;
}

/** The state a field story starts in: what the field holds, and the error the form has for it. */
export interface FieldStoryState<Value> {
  initial?: Value;
  /** An error message, as a refused submit or a server answer would leave it. */
  error?: string;
}

/** A form of one text field named `value`. */
export function useTextStoryForm({ initial = '', error }: FieldStoryState<string>) {
  const form = useForm<{ value: string }>({ defaultValues: { value: initial } });
  const { setError } = form;
  useEffect(() => {
    if (error !== undefined) setError('value', { type: 'story', message: error });
  }, [error, setError]);
  return form;
}

/** A form of one yes/no field named `value`. */
export function useBooleanStoryForm({ initial = false, error }: FieldStoryState<boolean>) {
  const form = useForm<{ value: boolean }>({ defaultValues: { value: initial } });
  const { setError } = form;
  useEffect(() => {
    if (error !== undefined) setError('value', { type: 'story', message: error });
  }, [error, setError]);
  return form;
}
