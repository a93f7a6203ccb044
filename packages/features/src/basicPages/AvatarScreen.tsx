import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Badge from '@mui/material/Badge';
import { IconBell, IconFolder, IconPhoto, IconStar, IconUser } from '@tabler/icons-react';
import { initials, PresenceAvatar, type Presence } from '@pp/ui';

import { colours, DemoPage, DemoSection } from '../shared/demoPage/layout';
import { useT } from '../shared/i18n/useT';
import { Captioned } from './Captioned';
import { basicPagesNs } from './i18n';
import { people } from './samples';

/** Avatar sides in theme spacing units: 24, 32, 40, 56 and 64 px. */
const sides = [3, 4, 5, 7, 8] as const;

const presences: readonly Presence[] = ['available', 'do_not_disturb', 'offline'];

/**
 * `/basic/avatar`: MUI's avatars with a picture, initials or an icon, in the preset colours, the
 * sizes, the three shapes, grouped, and with a badge (ui's `PresenceAvatar`).
 */
export function AvatarScreen() {
  const { t } = useT(basicPagesNs);

  return (
    <DemoPage label={t('pages.avatar')}>
      <DemoSection title={t('section.image')}>
        {people.map((person) => (
          <Avatar key={person.name} src={person.avatar} alt={person.name} />
        ))}
      </DemoSection>
      <DemoSection title={t('section.letters')}>
        {people.map((person, index) => {
          const colour = colours[index % colours.length] ?? 'primary';
          return (
            <Avatar
              key={person.name}
              role="img"
              aria-label={person.name}
              sx={{ bgcolor: `${colour}.main`, color: `${colour}.contrastText`, fontWeight: 600 }}
            >
              {initials(person.name)}
            </Avatar>
          );
        })}
      </DemoSection>
      <DemoSection title={t('section.icons')}>
        {[IconUser, IconFolder, IconPhoto, IconStar, IconBell].map((Icon, index) => {
          const colour = colours[index % colours.length] ?? 'primary';
          return (
            <Avatar key={colour} sx={{ bgcolor: `${colour}.main`, color: `${colour}.contrastText` }}>
              <Icon size={20} aria-hidden />
            </Avatar>
          );
        })}
      </DemoSection>
      <DemoSection title={t('section.sizes')}>
        {sides.map((side) => (
          <Captioned key={side} caption={t('avatar.px', { size: side * 8 })}>
            <Avatar
              src={people[0].avatar}
              alt={people[0].name}
              sx={(theme) => ({ width: theme.spacing(side), height: theme.spacing(side) })}
            />
          </Captioned>
        ))}
      </DemoSection>
      <DemoSection title={t('section.variants')}>
        {(['circular', 'rounded', 'square'] as const).map((variant) => (
          <Captioned key={variant} caption={t(`avatar.${variant}`)}>
            <Avatar variant={variant} sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
              <IconUser size={20} aria-hidden />
            </Avatar>
          </Captioned>
        ))}
        {(['circular', 'rounded', 'square'] as const).map((variant) => (
          <Captioned key={`image-${variant}`} caption={t(`avatar.${variant}`)}>
            <Avatar variant={variant} src={people[1].avatar} alt={people[1].name} />
          </Captioned>
        ))}
      </DemoSection>
      <DemoSection title={t('section.group')}>
        <AvatarGroup max={4} aria-label={t('avatar.team', { count: people.length })}>
          {people.map((person) => (
            <Avatar key={person.name} src={person.avatar} alt={person.name} />
          ))}
        </AvatarGroup>
        <AvatarGroup total={24} aria-label={t('avatar.team', { count: 24 })}>
          {people.slice(0, 3).map((person) => (
            <Avatar key={person.name} src={person.avatar} alt={person.name} />
          ))}
        </AvatarGroup>
      </DemoSection>
      <DemoSection title={t('section.withBadge')}>
        {presences.map((presence, index) => (
          <Captioned key={presence} caption={t(`avatar.${presence}`)}>
            <PresenceAvatar
              name={people[index]?.name ?? ''}
              src={people[index]?.avatar}
              presence={presence}
              size={6}
            />
          </Captioned>
        ))}
        <Captioned caption={t('avatar.initials')}>
          <PresenceAvatar name={people[2].name} presence="available" size={6} />
        </Captioned>
        <Captioned caption={t('avatar.notifications', { count: 3 })}>
          <Badge badgeContent={3} color="error" overlap="circular">
            <Avatar
              src={people[4].avatar}
              alt={people[4].name}
              sx={(theme) => ({ width: theme.spacing(6), height: theme.spacing(6) })}
            />
          </Badge>
        </Captioned>
      </DemoSection>
    </DemoPage>
  );
}
