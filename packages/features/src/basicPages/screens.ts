/**
 * The basic UI element pages' screens, loaded with the template's other demo pages through
 * `../templateScreens.ts` (never on the player's pages).
 */
export { AccordionScreen } from './AccordionScreen';
export { AvatarScreen } from './AvatarScreen';
export { BadgesScreen } from './BadgesScreen';
export { BreadcrumbScreen } from './BreadcrumbScreen';
export { CardsScreen } from './CardsScreen';
export { ChipScreen } from './ChipScreen';
export { ListScreen } from './ListScreen';
export { TabsScreen } from './TabsScreen';
