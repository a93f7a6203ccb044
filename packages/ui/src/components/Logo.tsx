import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconCards } from '@tabler/icons-react';
import { useState } from 'react';

export interface LogoProps {
  /** `logoUrl` of the website setting (first entry): the brand's mark; absolute URLs are used as they are. */
  logoUrl?: string | null;
  /** The player API host the relative `logoUrl` is prefixed with. */
  apiHost?: string;
  /** Brand name: written beside the mark as live text, and the logo's accessible name. */
  name?: string;
  height?: number;
}

/** Builds the logo source: a relative `logoUrl` is prefixed with the API host. */
export function logoSource(logoUrl: string | null | undefined, apiHost = ''): string | null {
  if (!logoUrl) return null;
  if (/^(https?:)?\/\//.test(logoUrl) || logoUrl.startsWith('data:')) return logoUrl;
  const host = apiHost.endsWith('/') ? apiHost.slice(0, -1) : apiHost;
  return `${host}${logoUrl.startsWith('/') ? '' : '/'}${logoUrl}`;
}

/**
 * The brand: a square mark (the website setting's logo image, or an icon when there is none or it
 * fails to load) and the site name as text in the theme's typeface and heading colour, so it reads
 * in both modes and on every preset.
 */
export function Logo({ logoUrl, apiHost, name = 'Player Portal', height = 34 }: LogoProps) {
  const src = logoSource(logoUrl, apiHost);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = src && failedSrc !== src;
  const mark = { width: height, height, flexShrink: 0, borderRadius: 1.5 };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, height, maxWidth: '100%', minWidth: 0 }}>
      {image ? (
        <Box
          component="img"
          src={src}
          alt={name}
          onError={() => setFailedSrc(src)}
          sx={{ ...mark, objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={name}
          sx={{
            ...mark,
            display: 'grid',
            placeItems: 'center',
            color: 'secondary.contrastText',
            background: (theme) =>
              `linear-gradient(135deg, ${theme.palette.secondary.main} 0%, ${theme.palette.primary.main} 100%)`,
          }}
        >
          <IconCards size={height * 0.6} stroke={1.8} />
        </Box>
      )}
      <Typography
        component="span"
        aria-hidden
        // Said once, by the mark; a long name ends in an ellipsis inside its box.
        sx={{
          fontWeight: 700,
          fontSize: height * 0.5,
          color: 'heading',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          minWidth: 0,
        }}
      >
        {name}
      </Typography>
    </Box>
  );
}
