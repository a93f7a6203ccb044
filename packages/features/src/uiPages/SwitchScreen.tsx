import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { uiPagesNs } from './i18n';
import { colours, DemoPage, DemoSection } from '../shared/demo/layout';

const placements = ['end', 'start', 'top', 'bottom'] as const;

/** `/components/switch`: switches on and off, in colours, sizes, placements, a group and an error. */
export function SwitchScreen() {
  const { t } = useT(uiPagesNs);
  const [settings, setSettings] = useState({ wifi: true, bluetooth: false, sound: true });
  const [autoLogin, setAutoLogin] = useState(true);

  return (
    <DemoPage label={t('pages.switch')}>
      <DemoSection title={t('section.basic')}>
        <FormControlLabel control={<Switch defaultChecked />} label={t('common.checked')} />
        <FormControlLabel control={<Switch />} label={t('common.unchecked')} />
        <FormControlLabel control={<Switch disabled />} label={t('common.disabled')} />
        <FormControlLabel control={<Switch disabled defaultChecked />} label={t('common.disabled')} />
      </DemoSection>
      <DemoSection title={t('section.colours')}>
        {colours.map((colour) => (
          <FormControlLabel
            key={colour}
            control={<Switch defaultChecked color={colour} />}
            label={t(`common.${colour}`)}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('section.sizes')}>
        <FormControlLabel control={<Switch defaultChecked size="small" />} label={t('common.small')} />
        <FormControlLabel control={<Switch defaultChecked />} label={t('common.medium')} />
      </DemoSection>
      <DemoSection title={t('section.labels')}>
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            control={<Switch defaultChecked={placement === 'end'} />}
            label={t(`common.${placement}`)}
            labelPlacement={placement}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('section.validation')} column>
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend">{t('switch.settings')}</FormLabel>
          <FormGroup>
            {(['wifi', 'bluetooth', 'sound'] as const).map((name) => (
              <FormControlLabel
                key={name}
                control={
                  <Switch
                    checked={settings[name]}
                    onChange={(event) =>
                      setSettings((current) => ({ ...current, [name]: event.target.checked }))
                    }
                  />
                }
                label={t(`switch.${name}`)}
              />
            ))}
          </FormGroup>
          <FormHelperText>{t('switch.settingsHelp')}</FormHelperText>
        </FormControl>
        <FormControl error={autoLogin}>
          <FormControlLabel
            control={
              <Switch
                color="error"
                checked={autoLogin}
                onChange={(event) => setAutoLogin(event.target.checked)}
              />
            }
            label={t('switch.autoLogin')}
          />
          {autoLogin && <FormHelperText>{t('switch.autoLoginError')}</FormHelperText>}
        </FormControl>
      </DemoSection>
    </DemoPage>
  );
}
