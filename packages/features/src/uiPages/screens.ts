/**
 * The component pages' screens, loaded with the template's other demo pages through
 * `../templateScreens.ts` (MUI X's pickers and dayjs with them, never on the player's pages).
 */
export { AutocompleteScreen } from './AutocompleteScreen';
export { ButtonScreen } from './ButtonScreen';
export { CheckboxScreen } from './CheckboxScreen';
export { DateTimeScreen } from './DateTimeScreen';
export { RadioScreen } from './RadioScreen';
export { SliderScreen } from './SliderScreen';
export { SwitchScreen } from './SwitchScreen';
export { TextFieldScreen } from './TextFieldScreen';
