/** The utility, pricing and sample pages' screens, loaded with the template's other demo pages through `../templateScreens.ts`. */
export { AnimationScreen } from './AnimationScreen';
export { ColorScreen } from './ColorScreen';
export { GridScreen } from './GridScreen';
export { Price1Screen } from './Price1Screen';
export { Price2Screen } from './Price2Screen';
export { SampleScreen } from './SampleScreen';
export { ShadowScreen } from './ShadowScreen';
export { TypographyScreen } from './TypographyScreen';
