// Public entry of the chat app (`@pp/features/chat`): the screen of /app/chat.
export { ChatScreen } from './ChatScreen';
