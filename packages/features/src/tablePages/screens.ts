/**
 * The table pages' screens, loaded with the template's other demo pages through
 * `../templateScreens.ts`. MUI X's data grid is not here: `DataGridScreen` loads it on its own.
 */
export { BasicTableScreen } from './BasicTableScreen';
export { CollapseTableScreen } from './CollapseTableScreen';
export { CustomizedTableScreen } from './CustomizedTableScreen';
export { DataGridScreen } from './DataGridScreen';
export { DenseTableScreen } from './DenseTableScreen';
export { EnhancedTableScreen } from './EnhancedTableScreen';
export { StickyHeaderTableScreen } from './StickyHeaderTableScreen';
