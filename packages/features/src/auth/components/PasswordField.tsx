import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import { TextInput, type TextInputProps } from '@pp/ui';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';

import { copy } from '../copy';

export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'endAdornment'> & {
  /** Controlled visibility (several fields can share one toggle); uncontrolled when absent. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Show the show/hide button (false for a field that follows another field's toggle). */
  toggle?: boolean;
};

/** A password input with a show/hide button that says what it does. */
export function PasswordField({ visible, onVisibleChange, toggle = true, ...props }: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const setShown = (next: boolean) => {
    if (visible === undefined) setOwnVisible(next);
    onVisibleChange?.(next);
  };
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        toggle ? (
          // InputAdornment's end layout, without its module on the login page's first load.
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              height: '0.01em',
              maxHeight: '2em',
              whiteSpace: 'nowrap',
              color: 'action.active',
              ml: 1,
            }}
          >
            <IconButton
              edge="end"
              aria-label={shown ? copy.fields.hidePassword : copy.fields.showPassword}
              onClick={() => setShown(!shown)}
              onMouseDown={(event) => event.preventDefault()}
            >
              {shown ? <IconEyeOff stroke={1.6} /> : <IconEye stroke={1.6} />}
            </IconButton>
          </Box>
        ) : undefined
      }
    />
  );
}
