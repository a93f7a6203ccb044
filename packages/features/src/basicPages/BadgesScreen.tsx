import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { IconBell, IconMail, IconMinus, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';

import { colours, DemoPage, DemoSection } from '../shared/demoPage/layout';
import { useT } from '../shared/i18n/useT';
import { Captioned } from './Captioned';
import { basicPagesNs } from './i18n';
import { people } from './samples';

/** The icon a badge sits on: decoration, the caption and the badge say what it is. */
const mail = <IconMail size={24} aria-hidden />;

const corners = [
  ['top', 'right'],
  ['top', 'left'],
  ['bottom', 'right'],
  ['bottom', 'left'],
] as const;

/**
 * `/basic/badges`: MUI's badges in the preset colours, with a maximum, as dots, shown and hidden
 * with a working counter, in the four corners, and on round and square content.
 */
export function BadgesScreen() {
  const { t } = useT(basicPagesNs);
  const [count, setCount] = useState(4);
  const [shown, setShown] = useState(true);

  return (
    <DemoPage label={t('pages.badges')}>
      <DemoSection title={t('section.colours')}>
        {colours.map((colour, index) => (
          <Captioned key={colour} caption={t(`common.${colour}`)}>
            <Badge badgeContent={index + 1} color={colour}>
              {mail}
            </Badge>
          </Captioned>
        ))}
      </DemoSection>
      <DemoSection title={t('section.max')}>
        {(
          [
            [99, 99],
            [100, 99],
            [1000, 999],
          ] as const
        ).map(([value, max]) => (
          <Captioned key={value} caption={t('badges.maxOf', { value, max })}>
            <Badge badgeContent={value} max={max} color="secondary">
              {mail}
            </Badge>
          </Captioned>
        ))}
      </DemoSection>
      <DemoSection title={t('section.dot')}>
        {colours.map((colour) => (
          <Captioned key={colour} caption={t(`common.${colour}`)}>
            <Badge variant="dot" color={colour}>
              <IconBell size={24} aria-hidden />
            </Badge>
          </Captioned>
        ))}
      </DemoSection>
      <DemoSection title={t('section.visibility')}>
        <Badge
          badgeContent={count}
          color="primary"
          invisible={!shown}
          aria-label={shown ? t('badges.inCart', { count }) : t('badges.cart')}
          role="img"
        >
          <IconShoppingCart size={28} aria-hidden />
        </Badge>
        <ButtonGroup size="small" aria-label={t('badges.counter')}>
          <Button
            aria-label={t('badges.decrease')}
            disabled={count === 0}
            onClick={() => setCount((value) => Math.max(0, value - 1))}
          >
            <IconMinus size={16} aria-hidden />
          </Button>
          <Button aria-label={t('badges.increase')} onClick={() => setCount((value) => value + 1)}>
            <IconPlus size={16} aria-hidden />
          </Button>
        </ButtonGroup>
        <FormControlLabel
          control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />}
          label={t('badges.show')}
        />
        <Captioned caption={t('badges.showZero')}>
          <Badge badgeContent={0} showZero color="warning">
            {mail}
          </Badge>
        </Captioned>
      </DemoSection>
      <DemoSection title={t('section.position')}>
        {corners.map(([vertical, horizontal]) => (
          <Captioned key={`${vertical}-${horizontal}`} caption={t(`badges.${vertical}${horizontal}`)}>
            <Badge badgeContent={7} color="secondary" anchorOrigin={{ vertical, horizontal }}>
              <Box
                sx={(theme) => ({
                  width: theme.spacing(5),
                  height: theme.spacing(5),
                  borderRadius: 1,
                  bgcolor: 'action.selected',
                })}
              />
            </Badge>
          </Captioned>
        ))}
      </DemoSection>
      <DemoSection title={t('section.overlap')}>
        <Captioned caption={t('badges.rectangular')}>
          <Badge badgeContent={5} color="error">
            <Avatar variant="rounded" src={people[3].avatar} alt={people[3].name} />
          </Badge>
        </Captioned>
        <Captioned caption={t('badges.circular')}>
          <Badge badgeContent={5} color="error" overlap="circular">
            <Avatar src={people[3].avatar} alt={people[3].name} />
          </Badge>
        </Captioned>
        <Captioned caption={t('badges.circularDot')}>
          <Badge variant="dot" color="success" overlap="circular">
            <Avatar src={people[4].avatar} alt={people[4].name} />
          </Badge>
        </Captioned>
      </DemoSection>
    </DemoPage>
  );
}
