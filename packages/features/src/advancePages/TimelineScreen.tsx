import {
  IconCash,
  IconCode,
  IconCoffee,
  IconHotelService,
  IconPackage,
  IconRepeat,
  IconTruckDelivery,
  IconCheck,
} from '@tabler/icons-react';

import { Timeline, type TimelineEvent } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';

/** `/advance/timeline`: events on a line, after it, before it or in turn, with times, icons and colours. */
export function TimelineScreen() {
  const { t } = useT(advancePagesNs);
  const steps: TimelineEvent[] = (['eat', 'code', 'sleep', 'repeat'] as const).map((step) => ({
    id: step,
    title: t(`timeline.${step}`),
  }));
  const day: TimelineEvent[] = [
    {
      id: 'eat',
      title: t('timeline.eat'),
      description: t('timeline.eatText'),
      time: '09:30',
      icon: <IconCoffee />,
      color: 'primary',
    },
    {
      id: 'code',
      title: t('timeline.code'),
      description: t('timeline.codeText'),
      time: '10:00',
      icon: <IconCode />,
      color: 'secondary',
    },
    {
      id: 'sleep',
      title: t('timeline.sleep'),
      description: t('timeline.sleepText'),
      time: '22:00',
      icon: <IconHotelService />,
      color: 'success',
      variant: 'outlined',
    },
    {
      id: 'repeat',
      title: t('timeline.repeat'),
      description: t('timeline.repeatText'),
      time: t('timeline.tomorrow'),
      icon: <IconRepeat />,
      color: 'warning',
    },
  ];
  const order: TimelineEvent[] = [
    {
      id: 'placed',
      title: t('timeline.placed'),
      description: t('timeline.placedText'),
      time: '09:12',
      icon: <IconPackage />,
      color: 'info',
    },
    {
      id: 'paid',
      title: t('timeline.paid'),
      description: t('timeline.paidText'),
      time: '09:14',
      icon: <IconCash />,
      color: 'success',
    },
    {
      id: 'shipped',
      title: t('timeline.shipped'),
      description: t('timeline.shippedText'),
      time: '14:30',
      icon: <IconTruckDelivery />,
      color: 'warning',
    },
    {
      id: 'delivered',
      title: t('timeline.delivered'),
      time: t('timeline.tomorrow'),
      icon: <IconCheck />,
      color: 'grey',
      variant: 'outlined',
    },
  ];
  const colourEvents: TimelineEvent[] = (
    ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const
  ).map((colour, index) => ({
    id: colour,
    title: t(`common.${colour}`),
    color: colour,
    variant: index % 2 === 0 ? 'filled' : 'outlined',
  }));

  return (
    <DemoPage label={t('pages.timeline')}>
      <DemoSection title={t('timeline.basic')} column>
        <Timeline events={steps} aria-label={t('timeline.basic')} />
      </DemoSection>
      <DemoSection title={t('timeline.start')} column>
        <Timeline events={steps} position="start" aria-label={t('timeline.start')} />
      </DemoSection>
      <DemoSection title={t('timeline.alternate')} column>
        <Timeline events={steps} position="alternate" aria-label={t('timeline.alternate')} />
      </DemoSection>
      <DemoSection title={t('timeline.colours')} column>
        <Timeline events={colourEvents} aria-label={t('timeline.colours')} />
      </DemoSection>
      <DemoSection title={t('timeline.customised')} column>
        <Timeline events={day} position="alternate" aria-label={t('timeline.customised')} />
      </DemoSection>
      <DemoSection title={t('timeline.order')} column>
        <Timeline events={order} aria-label={t('timeline.order')} />
      </DemoSection>
    </DemoPage>
  );
}
