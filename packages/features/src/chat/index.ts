// The chat app's screen (/app/chat), loaded through the route registry's `appScreens.ts`.
export { ChatScreen } from './ChatScreen';
