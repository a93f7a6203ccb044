/**
 * The form pages' screens, loaded with the template's other demo pages through
 * `../templateScreens.ts` (the rich-text editor, tiptap, loads inside the plugins page only).
 */
export { FormPluginsScreen } from './PluginsScreen';
export { FormLayoutsScreen } from './LayoutsScreen';
export { FormValidationScreen } from './ValidationScreen';
export { FormWizardScreen } from './WizardScreen';
