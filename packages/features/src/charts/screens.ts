/** The chart pages' screens, loaded with the widgets through `../chartScreens.ts`. */
export { GalleryScreen } from './GalleryScreen';
export { OrgChartScreen } from './OrgChartScreen';
