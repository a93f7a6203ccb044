/**
 * The app's settings, from `import.meta.env` (see README "Settings"). Only the app reads env;
 * features get these through the api config atom.
 */
export interface AppEnv {
  /** 'mock' (default): the built-in mock backend answers every call. 'live': a real player API. */
  apiMode: 'mock' | 'live';
  playerApiUrl: string;
  externalSiteUrl: string;
  mockLatencyMs: number;
  docsUrl: string;
  storybookUrl: string;
  /** When the site opens (ISO date-time), for the coming-soon pages; empty: their own default. */
  launchAt: string;
}

const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const appEnv: AppEnv = {
  apiMode: env.VITE_API_MODE === 'live' ? 'live' : 'mock',
  playerApiUrl: text(env.VITE_PLAYER_API_URL, '/player-api'),
  externalSiteUrl: text(env.VITE_EXTERNAL_SITE_URL, 'https://example.com/'),
  mockLatencyMs:
    Number.isFinite(Number(env.VITE_MOCK_LATENCY_MS)) && env.VITE_MOCK_LATENCY_MS !== undefined
      ? Number(env.VITE_MOCK_LATENCY_MS)
      : 500,
  docsUrl: text(env.VITE_DOCS_URL, 'https://mui.com/material-ui/getting-started/'),
  storybookUrl: text(env.VITE_STORYBOOK_URL, '/storybook/'),
  launchAt: text(env.VITE_LAUNCH_AT, ''),
};
