import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { type TabsProps } from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  IconBell,
  IconHeart,
  IconHome,
  IconLock,
  IconSettings,
  IconUser,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { useT } from '../shared/i18n/useT';
import { basicPagesNs } from './i18n';
import { thaiParagraph } from './samples';

/** One tab of a demo: its label, its panel, an icon, and whether it is disabled. */
interface TabItem {
  label: string;
  panel: ReactNode;
  icon?: Icon;
  disabled?: boolean;
}

/**
 * A set of tabs and their panels, wired for assistive technology (each panel is labelled by its
 * tab). MUI's tabs move the focus with the arrow keys (Home and End too); Enter or Space selects.
 */
function TabsDemo({
  label,
  items,
  iconOnly = false,
  vertical = false,
  ...tabsProps
}: {
  label: string;
  items: readonly TabItem[];
  /** Icons without text: the label names the tab for screen readers. */
  iconOnly?: boolean;
  vertical?: boolean;
} & Pick<TabsProps, 'variant' | 'scrollButtons' | 'textColor' | 'indicatorColor'>) {
  const [value, setValue] = useState(0);
  const id = useId();
  return (
    <Box
      sx={{
        width: '100%',
        minWidth: 0,
        display: vertical ? 'flex' : 'block',
        gap: 2,
      }}
    >
      <Tabs
        // Tabs that do not fit (a phone) scroll, with arrows, rather than being cut off.
        variant={vertical ? 'standard' : 'scrollable'}
        scrollButtons="auto"
        allowScrollButtonsMobile
        {...tabsProps}
        value={value}
        onChange={(_event, next: number) => setValue(next)}
        aria-label={label}
        orientation={vertical ? 'vertical' : 'horizontal'}
        sx={
          vertical
            ? { borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }
            : { borderBottom: 1, borderColor: 'divider' }
        }
      >
        {items.map((item, index) => {
          const ItemIcon = item.icon;
          return (
            <Tab
              key={item.label}
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel-${index}`}
              label={iconOnly ? undefined : item.label}
              aria-label={iconOnly ? item.label : undefined}
              icon={ItemIcon ? <ItemIcon size={20} aria-hidden /> : undefined}
              iconPosition="start"
              disabled={item.disabled}
            />
          );
        })}
      </Tabs>
      {items.map((item, index) => (
        <Box
          key={item.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={value !== index}
          sx={{ py: 2, px: vertical ? 0 : 1, minWidth: 0 }}
        >
          {value === index && item.panel}
        </Box>
      ))}
    </Box>
  );
}

/** A panel's text. */
function Panel({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <Typography variant="body2" lang={lang} sx={{ overflowWrap: 'break-word' }}>
      {children}
    </Typography>
  );
}

/**
 * `/basic/tabs`: MUI's tabs, plain, with icons, scrollable, vertical and full width, each with its
 * panels; all of them work from the keyboard.
 */
export function TabsScreen() {
  const { t } = useT(basicPagesNs);
  const basics: TabItem[] = [
    { label: t('tabs.profile'), panel: <Panel>{t('tabs.profileBody')}</Panel>, icon: IconUser },
    { label: t('tabs.wallet'), panel: <Panel>{t('tabs.walletBody')}</Panel>, icon: IconWallet },
    { label: t('tabs.security'), panel: <Panel lang="th">{thaiParagraph}</Panel>, icon: IconLock },
  ];
  const many: TabItem[] = Array.from({ length: 8 }, (_unused, index) => ({
    label: t('tabs.item', { number: index + 1 }),
    panel: <Panel>{t('tabs.itemBody', { number: index + 1 })}</Panel>,
  }));

  return (
    <DemoPage label={t('pages.tabs')}>
      <DemoSection title={t('section.basic')}>
        <TabsDemo
          label={t('section.basic')}
          items={[
            ...basics,
            { label: t('tabs.archived'), panel: <Panel>{t('tabs.profileBody')}</Panel>, disabled: true },
          ]}
        />
      </DemoSection>
      <DemoSection title={t('section.icons')}>
        <TabsDemo
          label={t('section.icons')}
          items={basics}
          textColor="secondary"
          indicatorColor="secondary"
        />
        <TabsDemo
          label={t('tabs.iconOnly')}
          iconOnly
          items={[
            { label: t('tabs.home'), panel: <Panel>{t('tabs.homeBody')}</Panel>, icon: IconHome },
            {
              label: t('tabs.favourites'),
              panel: <Panel>{t('tabs.favouritesBody')}</Panel>,
              icon: IconHeart,
            },
            { label: t('tabs.alerts'), panel: <Panel>{t('tabs.alertsBody')}</Panel>, icon: IconBell },
            { label: t('tabs.settings'), panel: <Panel>{t('tabs.settingsBody')}</Panel>, icon: IconSettings },
          ]}
        />
      </DemoSection>
      <DemoSection title={t('section.scrollable')}>
        <TabsDemo
          label={t('section.scrollable')}
          items={many}
          // The arrows always show (greyed at either end), not only when the tabs overflow.
          scrollButtons
        />
      </DemoSection>
      <DemoSection title={t('section.vertical')}>
        <TabsDemo label={t('section.vertical')} items={many.slice(0, 4)} vertical />
      </DemoSection>
      <DemoSection title={t('section.fullWidth')}>
        <TabsDemo label={t('section.fullWidth')} items={basics} variant="fullWidth" />
      </DemoSection>
    </DemoPage>
  );
}
