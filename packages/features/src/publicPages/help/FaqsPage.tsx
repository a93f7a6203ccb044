import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState, TextInput, visuallyHidden } from '@pp/ui';
import { IconChevronDown, IconMessageQuestion, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../../shared/routes/paths';
import { PageIntro } from '../components/PageIntro';
import { pageWidth, SiteFrame } from '../components/SiteFrame';
import { FAQ_ITEMS, FAQ_TOPICS, searchFaqs, type Faq } from './faqSearch';
import { useHelpCopy } from './useHelpCopy';

const tall = { minHeight: 44 } as const;

/**
 * `/pages/faqs`: the questions players ask, by topic (deposits, withdrawals, promotions, account),
 * each an accordion; a search keeps the questions that hold every word typed, and says when none
 * does.
 */
export function FaqsPage() {
  const { t, locale } = useHelpCopy();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const countId = useId();

  const faqs = useMemo<Faq[]>(
    () =>
      FAQ_ITEMS.map(({ id, topic }) => ({
        id,
        topic,
        question: t(`faqs.items.${id}.q`),
        answer: t(`faqs.items.${id}.a`),
      })),
    [t],
  );
  const found = useMemo(
    () => searchFaqs(faqs, deferredQuery, (topic) => t(`faqs.topics.${topic}`), locale),
    [faqs, deferredQuery, t, locale],
  );

  return (
    <SiteFrame>
      <PageIntro title={t('faqs.title')} text={t('faqs.text')}>
        <Box role="search" sx={{ mt: 3, maxWidth: 560 }}>
          <TextInput
            type="search"
            fullWidth
            label={t('faqs.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            startAdornment={
              <Box component="span" sx={{ display: 'flex', color: 'text.secondary', mr: 1 }}>
                <IconSearch size={20} aria-hidden />
              </Box>
            }
            inputProps={{ 'aria-describedby': countId }}
          />
        </Box>
        <Box id={countId} role="status" sx={visuallyHidden}>
          {t('faqs.count', { count: found.length })}
        </Box>
      </PageIntro>
      <Box sx={{ ...pageWidth, mt: 3, display: 'grid', gap: 4 }}>
        {found.length === 0 ? (
          <EmptyState
            icon={<IconMessageQuestion />}
            title={t('faqs.emptyTitle', { query: deferredQuery.trim() })}
            description={t('faqs.emptyText')}
            titleComponent="h2"
            action={
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
                <Button variant="outlined" color="secondary" onClick={() => setQuery('')} sx={tall}>
                  {t('faqs.clear')}
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.pages.contactUs}
                  variant="contained"
                  color="secondary"
                  sx={tall}
                >
                  {t('faqs.contact')}
                </Button>
              </Box>
            }
          />
        ) : (
          FAQ_TOPICS.map((topic) => {
            const inTopic = found.filter((faq) => faq.topic === topic);
            if (inTopic.length === 0) return null;
            return (
              <Box component="section" key={topic} aria-labelledby={`faq-topic-${topic}`}>
                <Typography id={`faq-topic-${topic}`} variant="h2" sx={{ mb: 1.5 }}>
                  {t(`faqs.topics.${topic}`)}
                </Typography>
                {inTopic.map((faq) => (
                  <Accordion
                    key={faq.id}
                    disableGutters
                    sx={{ border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
                  >
                    <AccordionSummary
                      expandIcon={<IconChevronDown size={20} aria-hidden />}
                      sx={{ minHeight: 56 }}
                    >
                      <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        {faq.question}
                      </Typography>
                    </AccordionSummary>
                    <AccordionDetails>
                      <Typography variant="body1" color="text.secondary">
                        {faq.answer}
                      </Typography>
                    </AccordionDetails>
                  </Accordion>
                ))}
              </Box>
            );
          })
        )}
        {found.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body1">{t('faqs.stillStuck')}</Typography>
            <Button
              component={RouterLink}
              to={paths.pages.contactUs}
              variant="outlined"
              color="secondary"
              sx={tall}
            >
              {t('faqs.contact')}
            </Button>
          </Box>
        )}
      </Box>
    </SiteFrame>
  );
}
