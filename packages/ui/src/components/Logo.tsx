import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconCards } from '@tabler/icons-react';
import { useState } from 'react';

export interface LogoProps {
  /** `logoUrl` of the website setting (first entry); absolute URLs are used as they are. */
  logoUrl?: string | null;
  /** The player API host the relative `logoUrl` is prefixed with. */
  apiHost?: string;
  /** Brand name: the image's alt text and the text of the fallback. */
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

/** The brand logo from the website setting, with a text mark when there is none or it fails to load. */
export function Logo({ logoUrl, apiHost, name = 'Player Portal', height = 34 }: LogoProps) {
  const src = logoSource(logoUrl, apiHost);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <Box
        component="img"
        src={src}
        alt={name}
        onError={() => setFailedSrc(src)}
        sx={{ height, maxWidth: 180, objectFit: 'contain', display: 'block' }}
      />
    );
  }
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, height, maxWidth: '100%', minWidth: 0 }}
      role="img"
      aria-label={name}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: height,
          height,
          flexShrink: 0,
          borderRadius: 1.5,
          color: 'secondary.contrastText',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.secondary.main} 0%, ${theme.palette.primary.main} 100%)`,
        }}
      >
        <IconCards size={height * 0.6} stroke={1.8} />
      </Box>
      <Typography
        component="span"
        aria-hidden
        // A long name ends in an ellipsis inside its box (the full name is the label).
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
