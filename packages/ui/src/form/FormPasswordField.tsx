import IconButton from '@mui/material/IconButton';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { touchTarget } from '../a11y/touchTarget';
import { TextInput } from '../components/TextInput';
import { FieldAdornment } from './FieldAdornment';
import type { FormFieldProps, TextPath } from './types';
import { useFormField } from './useFormField';

/** What the show/hide button says to a screen reader, in the page's language. */
export interface PasswordToggleLabels {
  show: string;
  hide: string;
}

interface PasswordVisibility {
  /** Controlled visibility (a password and its confirmation share one toggle); uncontrolled when absent. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/** With its own show/hide button (the default), whose labels are required; or following another field's. */
type PasswordToggle =
  { toggle?: true; toggleLabels: PasswordToggleLabels } | { toggle: false; toggleLabels?: undefined };

export type FormPasswordFieldProps<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
> = FormFieldProps<Values, Name, Output> &
  PasswordVisibility &
  PasswordToggle & {
    /** `current-password` on a login form, `new-password` on a registration form. */
    autoComplete?: string;
    autoFocus?: boolean;
  };

/** A password field bound to react-hook-form, with a show/hide button that says what it does. */
export function FormPasswordField<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
>({
  control,
  name,
  deps,
  helperText,
  disabled,
  fullWidth = true,
  visible,
  onVisibleChange,
  toggle = true,
  toggleLabels,
  ...props
}: FormPasswordFieldProps<Values, Name, Output>) {
  const binding = useFormField({ control, name, deps, disabled, helperText });
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const setShown = (next: boolean) => {
    if (visible === undefined) setOwnVisible(next);
    onVisibleChange?.(next);
  };
  return (
    <TextInput
      {...props}
      {...binding}
      fullWidth={fullWidth}
      type={shown ? 'text' : 'password'}
      endAdornment={
        toggle && toggleLabels ? (
          <FieldAdornment position="end">
            <IconButton
              edge="end"
              aria-label={shown ? toggleLabels.hide : toggleLabels.show}
              disabled={binding.disabled}
              onClick={() => setShown(!shown)}
              onMouseDown={(event) => event.preventDefault()}
              sx={touchTarget}
            >
              {shown ? <IconEyeOff stroke={1.6} /> : <IconEye stroke={1.6} />}
            </IconButton>
          </FieldAdornment>
        ) : undefined
      }
    />
  );
}
