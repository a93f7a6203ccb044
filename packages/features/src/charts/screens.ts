/**
 * The chart pages behind one lazy import of the route registry (as the widgets' `screens.ts`):
 * nivo's line, bar and pie come with it, on /charts/* only.
 */
export { GalleryScreen } from './GalleryScreen';
export { OrgChartScreen } from './OrgChartScreen';
