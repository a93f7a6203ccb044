import { useEffect } from 'react';
import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';

import { codeInput } from '../codeForm';

/** Keeps a code field upper case, without spaces, as it is typed (checked again once submitted). */
export function useUpperCase<Values extends FieldValues, Output>(
  control: Control<Values, unknown, Output>,
  setValue: UseFormSetValue<Values>,
  name: Path<Values>,
  { enabled = true, validate = false }: { enabled?: boolean; validate?: boolean } = {},
): void {
  const typed = useWatch({ control, name }) as unknown;
  useEffect(() => {
    if (!enabled || typeof typed !== 'string') return;
    const upper = codeInput(typed);
    if (upper !== typed)
      setValue(name, upper as PathValue<Values, Path<Values>>, { shouldValidate: validate });
  }, [typed, enabled, validate, name, setValue]);
}
