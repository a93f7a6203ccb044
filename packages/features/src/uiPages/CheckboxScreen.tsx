import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { IconBookmark, IconBookmarkFilled, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { uiPagesNs } from './i18n';
import { colours, DemoPage, DemoSection } from '../shared/demo/layout';

const channels = ['email', 'sms', 'line'] as const;
type Channel = (typeof channels)[number];

/** `/components/checkbox`: checkboxes in their states, colours, sizes, icons, groups and errors. */
export function CheckboxScreen() {
  const { t } = useT(uiPagesNs);
  const [picked, setPicked] = useState<Record<Channel, boolean>>({ email: true, sms: false, line: true });
  const count = channels.filter((channel) => picked[channel]).length;
  const [terms, setTerms] = useState(false);

  return (
    <DemoPage label={t('pages.checkbox')}>
      <DemoSection title={t('section.basic')}>
        <FormControlLabel control={<Checkbox defaultChecked />} label={t('common.checked')} />
        <FormControlLabel control={<Checkbox />} label={t('common.unchecked')} />
        <FormControlLabel control={<Checkbox indeterminate />} label={t('common.indeterminate')} />
        <FormControlLabel control={<Checkbox disabled />} label={t('common.disabled')} />
        <FormControlLabel control={<Checkbox disabled checked />} label={t('common.disabled')} />
      </DemoSection>
      <DemoSection title={t('section.colours')}>
        {colours.map((colour) => (
          <FormControlLabel
            key={colour}
            control={<Checkbox defaultChecked color={colour} />}
            label={t(`common.${colour}`)}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('section.sizes')}>
        <FormControlLabel control={<Checkbox defaultChecked size="small" />} label={t('common.small')} />
        <FormControlLabel control={<Checkbox defaultChecked />} label={t('common.medium')} />
        <FormControlLabel
          control={<Checkbox defaultChecked sx={{ '& .MuiSvgIcon-root': { fontSize: 28 } }} />}
          label={t('common.large')}
        />
      </DemoSection>
      <DemoSection title={t('section.icons')}>
        <FormControlLabel
          control={
            <Checkbox
              color="error"
              icon={<IconHeart size={22} />}
              checkedIcon={<IconHeartFilled size={22} />}
            />
          }
          label={t('choice.favourite')}
        />
        <FormControlLabel
          control={
            <Checkbox
              defaultChecked
              icon={<IconBookmark size={22} />}
              checkedIcon={<IconBookmarkFilled size={22} />}
            />
          }
          label={t('choice.bookmark')}
        />
      </DemoSection>
      <DemoSection title={t('section.validation')} column>
        <FormControl error={count === 0} component="fieldset" variant="standard">
          <FormLabel component="legend">{t('choice.notifications')}</FormLabel>
          <FormControlLabel
            control={
              <Checkbox
                checked={count === channels.length}
                indeterminate={count > 0 && count < channels.length}
                onChange={(event) =>
                  setPicked({
                    email: event.target.checked,
                    sms: event.target.checked,
                    line: event.target.checked,
                  })
                }
              />
            }
            label={t('choice.all')}
          />
          <FormGroup sx={{ pl: 3 }}>
            {channels.map((channel) => (
              <FormControlLabel
                key={channel}
                control={
                  <Checkbox
                    checked={picked[channel]}
                    onChange={(event) =>
                      setPicked((current) => ({ ...current, [channel]: event.target.checked }))
                    }
                  />
                }
                label={t(`choice.${channel}`)}
              />
            ))}
          </FormGroup>
          <FormHelperText>{count === 0 ? t('choice.pickOne') : t('choice.notificationsHelp')}</FormHelperText>
        </FormControl>
        <FormControl error={!terms} required>
          <FormControlLabel
            control={<Checkbox checked={terms} onChange={(event) => setTerms(event.target.checked)} />}
            label={t('choice.terms')}
          />
          {!terms && <FormHelperText>{t('choice.termsError')}</FormHelperText>}
        </FormControl>
      </DemoSection>
    </DemoPage>
  );
}
