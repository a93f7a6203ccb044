import Accordion, { type AccordionProps } from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { useT } from '../shared/i18n/useT';
import { basicPagesNs } from './i18n';
import { thaiParagraph, thaiTitle } from './samples';

/** The panels of the controlled accordion: one open at a time. */
const panels = ['general', 'users', 'advanced'] as const;
type Panel = (typeof panels)[number];

/**
 * One panel: its summary names the region of its details (MUI labels the region with the
 * summary's id, so every panel needs its own), the chevron unless another icon is given.
 */
function DemoAccordion({
  summary,
  children,
  icon = <IconChevronDown size={20} aria-hidden />,
  actions,
  ...props
}: Omit<AccordionProps, 'children'> & {
  summary: ReactNode;
  children: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <Accordion {...props}>
      <AccordionSummary id={`${id}-summary`} aria-controls={`${id}-details`} expandIcon={icon}>
        {summary}
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>{children}</AccordionDetails>
      {actions && <AccordionActions>{actions}</AccordionActions>}
    </Accordion>
  );
}

/** A panel's text. */
function Body({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <Typography variant="body2" lang={lang}>
      {children}
    </Typography>
  );
}

/**
 * `/basic/accordion`: MUI's accordions, plain, controlled (one panel open at a time), disabled,
 * with a custom icon and with nested content.
 */
export function AccordionScreen() {
  const { t } = useT(basicPagesNs);
  const [open, setOpen] = useState<Panel | false>('general');

  return (
    <DemoPage label={t('pages.accordion')}>
      <DemoSection title={t('section.basic')} column>
        <Box>
          <DemoAccordion defaultExpanded summary={t('accordion.first')}>
            <Body>{t('accordion.body')}</Body>
          </DemoAccordion>
          <DemoAccordion summary={t('accordion.second')}>
            <Body>{t('accordion.body')}</Body>
          </DemoAccordion>
          <DemoAccordion summary={<span lang="th">{thaiTitle}</span>}>
            <Body lang="th">{thaiParagraph}</Body>
          </DemoAccordion>
        </Box>
      </DemoSection>
      <DemoSection title={t('section.controlled')} column>
        <Box>
          {panels.map((panel) => (
            <DemoAccordion
              key={panel}
              expanded={open === panel}
              onChange={(_event, expanded) => setOpen(expanded ? panel : false)}
              summary={
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                  <Typography component="span" variant="subtitle1">
                    {t(`accordion.${panel}`)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t(`accordion.${panel}Hint`)}
                  </Typography>
                </Box>
              }
            >
              <Body>{t(`accordion.${panel}Body`)}</Body>
            </DemoAccordion>
          ))}
        </Box>
      </DemoSection>
      <DemoSection title={t('common.disabled')} column>
        <Box>
          <DemoAccordion summary={t('accordion.enabled')}>
            <Body>{t('accordion.body')}</Body>
          </DemoAccordion>
          <DemoAccordion disabled summary={t('accordion.disabled')}>
            <Body>{t('accordion.body')}</Body>
          </DemoAccordion>
        </Box>
      </DemoSection>
      <DemoSection title={t('section.customIcon')} column>
        <Box>
          {(['third', 'fourth'] as const).map((key) => (
            <DemoAccordion
              key={key}
              summary={t(`accordion.${key}`)}
              icon={<IconPlus size={20} aria-hidden />}
              sx={{
                // The plus turns into a cross when the panel opens.
                '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'rotate(45deg)' },
              }}
            >
              <Body>{t('accordion.body')}</Body>
            </DemoAccordion>
          ))}
        </Box>
      </DemoSection>
      <DemoSection title={t('section.nested')} column>
        <Box>
          <DemoAccordion
            defaultExpanded
            summary={t('accordion.outer')}
            actions={
              <>
                <Button>{t('accordion.cancel')}</Button>
                <Button variant="contained">{t('accordion.agree')}</Button>
              </>
            }
          >
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('accordion.outerBody')}
            </Typography>
            <DemoAccordion variant="outlined" summary={t('accordion.inner')}>
              <Body>{t('accordion.innerBody')}</Body>
            </DemoAccordion>
          </DemoAccordion>
        </Box>
      </DemoSection>
    </DemoPage>
  );
}
