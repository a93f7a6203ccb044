/** The lucky wheel screen, loaded on its own when the player opens `/player/wheel`. */
export { WheelScreen } from './WheelScreen';
