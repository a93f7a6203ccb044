/** The chart pages' screens, loaded with the widgets through `../templateScreens.ts`. */
export { GalleryScreen } from './GalleryScreen';
export { OrgChartScreen } from './OrgChartScreen';
