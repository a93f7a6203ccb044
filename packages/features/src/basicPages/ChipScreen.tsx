import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import { IconCheck, IconMoodSmile, IconStar, IconTag } from '@tabler/icons-react';
import { initials, useNotify } from '@pp/ui';
import { useState } from 'react';

import { colours, DemoPage, DemoSection } from '../shared/demoPage/layout';
import { useT } from '../shared/i18n/useT';
import { basicPagesNs } from './i18n';
import { people, thaiChip } from './samples';

/** The tags of the deletable chips. */
const tags = ['football', 'slots', 'lottery', 'casino', 'fishing'] as const;
type Tag = (typeof tags)[number];

/** The filters of the clickable chips. */
const filters = ['today', 'week', 'month'] as const;

/**
 * `/basic/chip`: MUI's chips in both variants, the preset colours and the two sizes; deletable with
 * an undo in the notification, clickable as filters, with an avatar or an icon, disabled, and a
 * long Thai label over two lines.
 */
export function ChipScreen() {
  const { t } = useT(basicPagesNs);
  const notify = useNotify();
  const [shown, setShown] = useState<readonly Tag[]>(tags);
  const [filter, setFilter] = useState<(typeof filters)[number]>('week');

  const remove = (tag: Tag) => {
    setShown((current) => current.filter((other) => other !== tag));
    notify({
      message: t('chip.removed', { tag: t(`chip.${tag}`) }),
      action: {
        label: t('chip.undo'),
        // Back in its place among the tags.
        onAction: () =>
          setShown((current) => tags.filter((other) => other === tag || current.includes(other))),
      },
    });
  };

  return (
    <DemoPage label={t('pages.chip')}>
      <DemoSection title={t('section.variants')}>
        <Chip label={t('chip.filled')} />
        <Chip label={t('chip.outlined')} variant="outlined" />
        <Chip label={t('chip.filled')} color="primary" />
        <Chip label={t('chip.outlined')} color="primary" variant="outlined" />
      </DemoSection>
      <DemoSection title={t('section.colours')}>
        {colours.map((colour) => (
          <Chip key={colour} label={t(`common.${colour}`)} color={colour} />
        ))}
        {colours.map((colour) => (
          <Chip key={`outlined-${colour}`} label={t(`common.${colour}`)} color={colour} variant="outlined" />
        ))}
      </DemoSection>
      <DemoSection title={t('section.sizes')}>
        <Chip label={t('common.small')} size="small" color="secondary" />
        <Chip label={t('common.medium')} color="secondary" />
        <Chip label={t('common.small')} size="small" variant="outlined" color="secondary" />
        <Chip label={t('common.medium')} variant="outlined" color="secondary" />
      </DemoSection>
      <DemoSection title={t('section.deletable')}>
        {shown.map((tag) => (
          <Chip
            key={tag}
            label={t(`chip.${tag}`)}
            color="primary"
            variant="outlined"
            onDelete={() => remove(tag)}
          />
        ))}
        {shown.length === 0 && (
          <Chip
            label={t('chip.reset')}
            icon={<IconTag size={16} aria-hidden />}
            onClick={() => setShown(tags)}
          />
        )}
      </DemoSection>
      <DemoSection title={t('section.clickable')}>
        {filters.map((key) => {
          const selected = filter === key;
          return (
            <Chip
              key={key}
              label={t(`chip.${key}`)}
              color="primary"
              variant={selected ? 'filled' : 'outlined'}
              icon={selected ? <IconCheck size={16} aria-hidden /> : undefined}
              aria-pressed={selected}
              onClick={() => setFilter(key)}
            />
          );
        })}
      </DemoSection>
      <DemoSection title={t('section.avatarIcon')}>
        <Chip avatar={<Avatar alt="" src={people[0].avatar} />} label={people[0].name} variant="outlined" />
        <Chip
          avatar={<Avatar aria-hidden>{initials(people[2].name)}</Avatar>}
          label={people[2].name}
          color="secondary"
        />
        <Chip icon={<IconStar size={16} aria-hidden />} label={t('chip.vip')} color="warning" />
        <Chip
          icon={<IconMoodSmile size={16} aria-hidden />}
          label={t('chip.happy')}
          variant="outlined"
          color="success"
        />
      </DemoSection>
      <DemoSection title={t('common.disabled')}>
        {/* Inactive controls: their faded text is exempt from the contrast minimum (WCAG 1.4.3). */}
        <Chip label={t('chip.filled')} disabled aria-disabled />
        <Chip label={t('chip.outlined')} variant="outlined" disabled aria-disabled />
        <Chip label={t('chip.football')} color="primary" disabled aria-disabled onDelete={() => undefined} />
      </DemoSection>
      <DemoSection title={t('section.multiline')}>
        <Chip
          lang="th"
          label={thaiChip}
          color="info"
          variant="outlined"
          sx={{
            height: 'auto',
            maxWidth: '100%',
            py: 0.5,
            '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'break-word' },
          }}
        />
      </DemoSection>
    </DemoPage>
  );
}
