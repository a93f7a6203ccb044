import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR, roRO, thTH, zhCN } from '@mui/x-date-pickers/locales';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ro';
import 'dayjs/locale/th';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { uiPagesNs } from './i18n';
import { DemoPage, DemoSection } from '../shared/demo/layout';

/** The pickers' labels and dayjs's month and day names per app locale (English is the default). */
const pickerLocales = {
  fr: { dayjs: 'fr', text: frFR },
  ro: { dayjs: 'ro', text: roRO },
  th: { dayjs: 'th', text: thTH },
  zh: { dayjs: 'zh-cn', text: zhCN },
} as const;

/** The demo's dates: fixed, so every screenshot and test sees the same month. */
const START = dayjs('2026-03-15T14:30');
const EARLIEST = dayjs('2026-03-10');

/**
 * `/components/date-time`: MUI X's date, time and date-time pickers (the free ones) on dayjs. In
 * Thai the years read in the Buddhist era (2569 for 2026), as Thai users write them.
 */
export function DateTimeScreen() {
  const { t, locale } = useT(uiPagesNs);
  const picked = locale in pickerLocales ? pickerLocales[locale as keyof typeof pickerLocales] : undefined;
  const [date, setDate] = useState<Dayjs | null>(START);
  const [late, setLate] = useState<Dayjs | null>(dayjs('2026-03-05'));
  const [time, setTime] = useState<Dayjs | null>(START);
  const [dateTime, setDateTime] = useState<Dayjs | null>(START);
  const [day, setDay] = useState<Dayjs | null>(START);

  return (
    <LocalizationProvider
      dateAdapter={locale === 'th' ? AdapterDayjsBuddhist : AdapterDayjs}
      adapterLocale={picked?.dayjs ?? 'en'}
      localeText={picked?.text.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DemoPage label={t('pages.dateTime')}>
        <DemoSection title={t('section.date')} column>
          <DatePicker label={t('dateTime.date')} value={date} onChange={setDate} />
          <DatePicker
            label={t('dateTime.minDate')}
            value={late}
            onChange={setLate}
            minDate={EARLIEST}
            slotProps={{
              textField: {
                helperText: late && late.isBefore(EARLIEST, 'day') ? t('dateTime.pastError') : ' ',
              },
            }}
          />
          <DatePicker label={t('common.disabled')} value={START} disabled />
        </DemoSection>
        <DemoSection title={t('section.time')} column>
          <TimePicker label={t('dateTime.time')} value={time} onChange={setTime} />
          <TimePicker
            label={t('dateTime.time24')}
            value={time}
            onChange={setTime}
            ampm={false}
            slotProps={{ textField: { size: 'small' } }}
          />
        </DemoSection>
        <DemoSection title={t('section.dateTime')} column>
          <DateTimePicker label={t('dateTime.dateTime')} value={dateTime} onChange={setDateTime} />
          <MobileDatePicker label={t('dateTime.mobile')} value={dateTime} onChange={setDateTime} />
        </DemoSection>
        <DemoSection title={t('section.calendar')}>
          <DateCalendar value={day} onChange={setDay} sx={{ maxWidth: '100%' }} />
        </DemoSection>
      </DemoPage>
    </LocalizationProvider>
  );
}
