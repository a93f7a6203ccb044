/**
 * The advanced UI element pages' screens, loaded with the template's other demo pages through
 * `../templateScreens.ts`.
 */
export { AlertScreen } from './AlertScreen';
export { DialogScreen } from './DialogScreen';
export { PaginationScreen } from './PaginationScreen';
export { ProgressScreen } from './ProgressScreen';
export { RatingScreen } from './RatingScreen';
export { SnackbarScreen } from './SnackbarScreen';
export { SkeletonScreen } from './SkeletonScreen';
export { SpeedDialScreen } from './SpeedDialScreen';
export { TimelineScreen } from './TimelineScreen';
export { ToggleButtonScreen } from './ToggleButtonScreen';
export { TreeViewScreen } from './TreeViewScreen';
