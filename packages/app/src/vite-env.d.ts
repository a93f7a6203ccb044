/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MODE?: 'mock' | 'live';
  readonly VITE_PLAYER_API_URL?: string;
  readonly VITE_EXTERNAL_SITE_URL?: string;
  readonly VITE_MOCK_LATENCY_MS?: string;
  readonly VITE_DOCS_URL?: string;
  readonly VITE_STORYBOOK_URL?: string;
  readonly VITE_LAUNCH_AT?: string;
}
