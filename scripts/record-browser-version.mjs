// Records the Chromium version next to the visual baselines (run by `npm run test:update-baselines`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

import { chromiumPath as chromium } from './chromium.mjs';

const version = execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim();
mkdirSync('.storybook/__screenshots__', { recursive: true });
writeFileSync('.storybook/__screenshots__/chromium-version.txt', `${version}\n`);
console.log(`Baselines recorded with ${version}`);
