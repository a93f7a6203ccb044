import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePrefersReducedMotion } from '@pp/ui';
import { useEffect, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PageIntro } from '../components/PageIntro';
import { pageWidth, SiteFrame } from '../components/SiteFrame';
import { useCurrentSection, SECTION_OFFSET } from './useCurrentSection';
import { useHelpCopy } from './useHelpCopy';

/** The policy's sections, in order; each id is its anchor (`/pages/privacy-policy#rights`). */
export const PRIVACY_SECTIONS = ['collect', 'use', 'share', 'keep', 'rights', 'cookies', 'contact'] as const;

/**
 * `/pages/privacy-policy`: the policy in sections with a table of contents of anchor links. On a
 * wide screen the contents stay beside the text and mark the section being read; on a phone they
 * are a plain list above it.
 */
export function PrivacyPage() {
  const { t } = useHelpCopy();
  const { hash } = useLocation();
  const current = useCurrentSection(PRIVACY_SECTIONS, decodeURIComponent(hash.slice(1)) || undefined);
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();

  // The section the address names (a link from elsewhere, or a contents link): scrolled into view.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id === '') return;
    document
      .getElementById(id)
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }, [hash, reducedMotion]);

  /** A contents link: the router keeps the address (`#rights`) and the effect above scrolls. */
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ hash: id }, { replace: true });
    document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
  };

  return (
    <SiteFrame>
      <PageIntro title={t('privacy.title')} text={t('privacy.intro')}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('privacy.updated')}
        </Typography>
      </PageIntro>
      <Box
        sx={(theme) => ({
          ...pageWidth,
          mt: 3,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'start',
          [theme.containerQueries.up('md')]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: 5 },
        })}
      >
        <Box
          component="nav"
          aria-labelledby="privacy-contents"
          sx={(theme) => ({
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            [theme.containerQueries.up('md')]: { position: 'sticky', top: 16 },
          })}
        >
          <Typography id="privacy-contents" variant="h4" component="h2" sx={{ mb: 1 }}>
            {t('privacy.contents')}
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {PRIVACY_SECTIONS.map((id, index) => {
              const active = current === id;
              return (
                <li key={id}>
                  <Box
                    component="a"
                    href={`#${id}`}
                    onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, id)}
                    aria-current={active ? 'location' : undefined}
                    sx={(theme) => ({
                      display: 'flex',
                      gap: 1,
                      alignItems: 'center',
                      minHeight: 44,
                      px: 1,
                      borderRadius: 1,
                      color: 'text.primary',
                      textDecoration: 'none',
                      '&:hover': { textDecoration: 'underline' },
                      [theme.containerQueries.up('md')]: active
                        ? {
                            bgcolor: 'secondary.light',
                            color: 'secondary.dark',
                            fontWeight: 600,
                            boxShadow: `inset 3px 0 0 ${theme.palette.secondary.main}`,
                          }
                        : {},
                    })}
                  >
                    <span aria-hidden>{index + 1}.</span>
                    {t(`privacy.sections.${id}.title`)}
                  </Box>
                </li>
              );
            })}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {PRIVACY_SECTIONS.map((id, index) => (
            <Box
              component="section"
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              sx={{ scrollMarginTop: `${SECTION_OFFSET - 16}px` }}
            >
              <Typography id={`${id}-title`} variant="h2" tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
                {index + 1}. {t(`privacy.sections.${id}.title`)}
              </Typography>
              <Typography variant="body1" sx={{ maxWidth: '70ch' }}>
                {t(`privacy.sections.${id}.body`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </SiteFrame>
  );
}
