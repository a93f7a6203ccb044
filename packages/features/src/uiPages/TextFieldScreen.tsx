import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { IconEye, IconEyeOff, IconMail, IconSearch, IconUser } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { uiPagesNs } from './i18n';
import { DemoPage, DemoSection } from '../shared/demo/layout';

const variants = ['outlined', 'filled', 'standard'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text field's input slot with `content` at its start or end. */
const adorned = (position: 'start' | 'end', content: ReactNode) => ({
  input: { [`${position}Adornment`]: <InputAdornment position={position}>{content}</InputAdornment> },
});

/** `/components/text-field`: text fields in their variants, sizes, states, adornments and errors. */
export function TextFieldScreen() {
  const { t } = useT(uiPagesNs);
  const [email, setEmail] = useState('somchai@');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const emailError = email !== '' && !EMAIL.test(email);
  const passwordError = password !== '' && password.length < 8;

  return (
    <DemoPage label={t('pages.textField')}>
      <DemoSection title={t('section.variants')} column>
        {variants.map((variant) => (
          <TextField key={variant} variant={variant} label={t(`textField.${variant}`)} />
        ))}
      </DemoSection>
      <DemoSection title={t('section.sizes')} column>
        <TextField size="small" label={t('common.small')} defaultValue="สมชาย ใจดี" />
        <TextField label={t('common.medium')} defaultValue="สมชาย ใจดี" />
      </DemoSection>
      <DemoSection title={t('section.states')} column>
        <TextField required label={t('textField.required')} helperText={t('textField.helper')} />
        <TextField disabled label={t('common.disabled')} defaultValue="somchai" />
        <TextField
          label={t('textField.readOnly')}
          defaultValue="PP-2026-0042"
          slotProps={{ input: { readOnly: true } }}
        />
      </DemoSection>
      <DemoSection title={t('section.validation')} column>
        <TextField
          label={t('textField.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          helperText={emailError ? t('textField.invalidEmail') : t('textField.helper')}
        />
        <TextField
          label={t('textField.password')}
          type={shown ? 'text' : 'password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
          helperText={t('textField.tooShort')}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={shown ? t('textField.hidePassword') : t('textField.showPassword')}
                    onClick={() => setShown((value) => !value)}
                    edge="end"
                  >
                    {shown ? <IconEyeOff size={20} /> : <IconEye size={20} />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DemoSection>
      <DemoSection title={t('section.adornments')} column>
        <TextField
          label={t('textField.username')}
          slotProps={adorned('start', <IconUser size={20} aria-hidden />)}
        />
        <TextField
          label={t('textField.email')}
          variant="filled"
          slotProps={adorned('end', <IconMail size={20} aria-hidden />)}
        />
        <TextField label={t('textField.amount')} defaultValue="1,500" slotProps={adorned('start', '฿')} />
        <TextField label={t('textField.weight')} variant="standard" slotProps={adorned('end', 'kg')} />
        <TextField
          label={t('textField.search')}
          type="search"
          size="small"
          slotProps={adorned('start', <IconSearch size={18} aria-hidden />)}
        />
      </DemoSection>
      <DemoSection title={t('section.multiline')} column>
        <TextField label={t('textField.notes')} multiline minRows={3} defaultValue="ฝากเงินเข้าบัญชีเรียบร้อยแล้ว" />
        <TextField label={t('textField.notes')} multiline maxRows={4} variant="filled" />
      </DemoSection>
    </DemoPage>
  );
}
