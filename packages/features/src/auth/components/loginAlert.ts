/**
 * The login page's message (a registration done, a refused login): its own chunk, because the
 * page's first paint never shows it (DESIGN.md, budgets).
 */
export { FormAlert as default } from '@pp/ui';
