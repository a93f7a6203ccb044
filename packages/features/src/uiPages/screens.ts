/**
 * The component pages behind one lazy import of the route registry (as `widget/screens.ts`): one
 * chunk for the eight pages, so MUI X's pickers and dayjs load on /components/date-time's chunk
 * only, never on the player's pages.
 */
export { AutocompleteScreen } from './AutocompleteScreen';
export { ButtonScreen } from './ButtonScreen';
export { CheckboxScreen } from './CheckboxScreen';
export { DateTimeScreen } from './DateTimeScreen';
export { RadioScreen } from './RadioScreen';
export { SliderScreen } from './SliderScreen';
export { SwitchScreen } from './SwitchScreen';
export { TextFieldScreen } from './TextFieldScreen';
