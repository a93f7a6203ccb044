import { yupResolver } from '@hookform/resolvers/yup';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconMail, IconMaximize, IconTrash, IconX } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';

import { ConfirmDialog, FormTextField } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';

type Dialogs = 'confirm' | 'form' | 'responsive' | 'full' | 'scroll' | null;

/** The confirm dialog's run: a short wait, as a request would take. */
const DELETE_MS = 600;

/** `/advance/dialog`: a confirm, a form, a full-screen and a responsive dialog, and long content. */
export function DialogScreen() {
  const { t } = useT(advancePagesNs);
  const id = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState<Dialogs>(null);
  const [result, setResult] = useState<string | null>(null);
  const [scroll, setScroll] = useState<'paper' | 'body'>('paper');
  const close = () => setOpen(null);
  const done = (message: string) => {
    setResult(message);
    close();
  };

  const schema = useMemo(
    () =>
      object({
        email: string().trim().required(t('dialog.emailRequired')).email(t('dialog.emailInvalid')),
      }),
    [t],
  );
  const { control, handleSubmit, reset } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { email: '' },
  });
  const subscribe = handleSubmit(({ email }) => {
    done(t('dialog.subscribed', { email }));
    reset();
  });

  return (
    <DemoPage label={t('pages.dialog')}>
      <DemoSection title={t('dialog.open')}>
        <Button
          variant="contained"
          color="error"
          startIcon={<IconTrash size={18} />}
          onClick={() => setOpen('confirm')}
        >
          {t('dialog.deleteFile')}
        </Button>
        <Button variant="outlined" startIcon={<IconMail size={18} />} onClick={() => setOpen('form')}>
          {t('dialog.subscribe')}
        </Button>
        <Button variant="outlined" color="secondary" onClick={() => setOpen('responsive')}>
          {t('dialog.responsive')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<IconMaximize size={18} />}
          onClick={() => setOpen('full')}
        >
          {t('dialog.fullScreen')}
        </Button>
        <Typography role="status" variant="body2" sx={{ width: '100%', color: 'text.secondary' }}>
          {t('dialog.result')}: {result ?? t('dialog.nothingYet')}
        </Typography>
      </DemoSection>
      <DemoSection title={t('dialog.scrolling')} column>
        <RadioGroup
          row
          aria-label={t('dialog.scrollMode')}
          value={scroll}
          onChange={(event) => setScroll(event.target.value === 'body' ? 'body' : 'paper')}
        >
          <FormControlLabel value="paper" control={<Radio />} label={t('dialog.scrollPaper')} />
          <FormControlLabel value="body" control={<Radio />} label={t('dialog.scrollBody')} />
        </RadioGroup>
        <Button variant="outlined" onClick={() => setOpen('scroll')} sx={{ alignSelf: 'flex-start' }}>
          {t('dialog.readTerms')}
        </Button>
      </DemoSection>

      <ConfirmDialog
        open={open === 'confirm'}
        title={t('dialog.deleteTitle')}
        description={t('dialog.deleteText')}
        confirmLabel={t('dialog.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        onClose={() => done(t('dialog.cancelled'))}
        onConfirm={() =>
          new Promise<void>((resolve) => {
            setTimeout(() => {
              done(t('dialog.deleted'));
              resolve();
            }, DELETE_MS);
          })
        }
      />

      <Dialog open={open === 'form'} onClose={close} maxWidth="xs" fullWidth aria-labelledby={`${id}-form`}>
        <form noValidate onSubmit={subscribe}>
          <DialogTitle id={`${id}-form`} component="h2" variant="h4">
            {t('dialog.subscribe')}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('dialog.subscribeText')}</DialogContentText>
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('dialog.email')}
              autoComplete="email"
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained">
              {t('dialog.subscribe')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog
        open={open === 'responsive'}
        onClose={close}
        fullScreen={phone}
        aria-labelledby={`${id}-responsive`}
        aria-describedby={`${id}-responsive-text`}
      >
        <DialogTitle id={`${id}-responsive`} component="h2" variant="h4">
          {t('dialog.locationTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-responsive-text`}>{t('dialog.locationText')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => done(t('dialog.disagreed'))}>
            {t('dialog.disagree')}
          </Button>
          <Button variant="contained" onClick={() => done(t('dialog.agreed'))}>
            {t('dialog.agree')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog fullScreen open={open === 'full'} onClose={close} aria-labelledby={`${id}-full`}>
        <AppBar position="sticky" elevation={0}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" color="inherit" onClick={close} aria-label={t('common.close')}>
              <IconX size={20} />
            </IconButton>
            <Typography id={`${id}-full`} component="h2" variant="h4" color="inherit" sx={{ flexGrow: 1 }}>
              {t('dialog.settings')}
            </Typography>
            <Button color="inherit" onClick={() => done(t('dialog.saved'))}>
              {t('dialog.save')}
            </Button>
          </Toolbar>
        </AppBar>
        <List>
          <ListItem>
            <ListItemText primary={t('dialog.ringtone')} secondary={t('dialog.ringtoneValue')} />
          </ListItem>
          <Divider component="li" />
          <ListItem>
            <ListItemText primary={t('dialog.alarm')} secondary={t('dialog.alarmValue')} />
          </ListItem>
        </List>
      </Dialog>

      <Dialog
        open={open === 'scroll'}
        onClose={close}
        scroll={scroll}
        aria-labelledby={`${id}-scroll`}
        slotProps={{ paper: { sx: { maxWidth: 560 } } }}
      >
        <DialogTitle id={`${id}-scroll`} component="h2" variant="h4">
          {t('dialog.termsTitle')}
        </DialogTitle>
        <DialogContent
          dividers={scroll === 'paper'}
          tabIndex={0}
          role="group"
          aria-label={t('dialog.termsTitle')}
        >
          {Array.from({ length: 12 }, (_, index) => (
            <Typography key={index} variant="body2" sx={{ mb: 2 }}>
              {index + 1}. {t('dialog.termsParagraph')}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" onClick={() => done(t('dialog.accepted'))}>
            {t('dialog.accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </DemoPage>
  );
}
