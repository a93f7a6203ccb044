// Public entry of the user pages (`@pp/features/user`): the screens of /user/*.
export { SocialProfileScreen } from './SocialProfileScreen';
export { AccountProfile1Screen, AccountProfile2Screen, AccountProfile3Screen } from './AccountProfileScreens';
export { UserCard1Screen, UserCard2Screen, UserCard3Screen } from './UserCardScreens';
export { UserList1Screen, UserList2Screen } from './UserListScreens';
