// Public entry of the user pages (`@pp/features/user`): the screens of /user/*.
export { SocialProfileScreen } from './SocialProfileScreen';
