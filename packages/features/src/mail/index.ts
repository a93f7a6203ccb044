// Public entry of the mail app (`/app/mail`).
export { MailScreen } from './MailScreen';
