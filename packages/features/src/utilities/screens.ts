/**
 * The utility, pricing and sample pages behind one lazy import of the route registry (as the
 * widget pages): one entry keeps the MUI modules they share out of the shell and every other
 * first visit as it was.
 */
export { AnimationScreen } from './AnimationScreen';
export { ColorScreen } from './ColorScreen';
export { GridScreen } from './GridScreen';
export { Price1Screen } from './Price1Screen';
export { Price2Screen } from './Price2Screen';
export { SampleScreen } from './SampleScreen';
export { ShadowScreen } from './ShadowScreen';
export { TypographyScreen } from './TypographyScreen';
