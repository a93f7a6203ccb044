/**
 * Calls of the user pages (docs/demo-api.md, "User pages"). Each takes the demo API client and reads
 * the answer through its schema (schemas.ts); it rejects with an ApiError.
 */
import type { ApiClient } from '../../shared/api/http';
import { userPaths } from '../../shared/api/endpoints';
import { readBody } from '../../shared/wire/read';
import type {
  AccountDetails,
  AccountDetailsInput,
  AccountPasswordInput,
  AccountSettings,
  AddCommentInput,
  AddReplyInput,
  AnswerRequestInput,
  DetailCard,
  EditCommentInput,
  Follower,
  Friend,
  FriendRequest,
  GalleryItem,
  LikeCommentInput,
  LikePostInput,
  LikeReplyInput,
  Post,
  ProfileCard,
  SimpleCard,
  SocialOwner,
  UserS1,
  UserS2,
} from '../types';
import { userResponses } from './schemas';

/** `GET /api/social-profile/owner`. */
export async function fetchOwner(client: ApiClient, signal?: AbortSignal): Promise<SocialOwner> {
  const { data } = await client.get<unknown>(userPaths.owner, { signal });
  return readBody(userResponses.owner, data).profile;
}

/** `GET /api/posts/list`. */
export async function fetchPosts(client: ApiClient, signal?: AbortSignal): Promise<Post[]> {
  const { data } = await client.get<unknown>(userPaths.posts, { signal });
  return readBody(userResponses.posts, data).posts;
}

/** The posts writes, each answering every post. */
export type PostsWrite =
  | { call: 'likePost'; input: LikePostInput }
  | { call: 'likeComment'; input: LikeCommentInput }
  | { call: 'likeReply'; input: LikeReplyInput }
  | { call: 'addComment'; input: AddCommentInput }
  | { call: 'addReply'; input: AddReplyInput }
  | { call: 'editComment'; input: EditCommentInput };

/** `POST` one of the posts writes (likes, comment, reply, edit). */
export async function postPostsWrite(client: ApiClient, { call, input }: PostsWrite): Promise<Post[]> {
  const { data } = await client.post<unknown>(userPaths[call], input);
  return readBody(userResponses.posts, data).posts;
}

/** `GET /api/gallery/list`. */
export async function fetchGallery(client: ApiClient, signal?: AbortSignal): Promise<GalleryItem[]> {
  const { data } = await client.get<unknown>(userPaths.gallery, { signal });
  return readBody(userResponses.gallery, data).gallery;
}

/** The list (`key` empty) or its filter (`POST .../filter { key }`). */
async function listOrFilter<T>(
  client: ApiClient,
  key: string,
  signal: AbortSignal | undefined,
  list: { path: string; read: (data: unknown) => T[] },
  filter: { path: string; read: (data: unknown) => T[] },
): Promise<T[]> {
  if (key.trim() === '') return list.read((await client.get<unknown>(list.path, { signal })).data);
  return filter.read((await client.post<unknown>(filter.path, { key }, { signal })).data);
}

/** `GET /api/followers/list`, or `POST /api/followers/filter { key }`. */
export const fetchFollowers = (client: ApiClient, key: string, signal?: AbortSignal): Promise<Follower[]> =>
  listOrFilter(
    client,
    key,
    signal,
    { path: userPaths.followers, read: (data) => readBody(userResponses.followers, data).followers },
    {
      path: userPaths.followersFilter,
      read: (data) => readBody(userResponses.followersFilter, data).results,
    },
  );

/** `GET /api/friends/list`, or `POST /api/friends/filter { key }`. */
export const fetchFriends = (client: ApiClient, key: string, signal?: AbortSignal): Promise<Friend[]> =>
  listOrFilter(
    client,
    key,
    signal,
    { path: userPaths.friends, read: (data) => readBody(userResponses.friends, data).friends },
    { path: userPaths.friendsFilter, read: (data) => readBody(userResponses.friendsFilter, data).results },
  );

/** `GET /api/friend-request/list`, or `POST /api/friend-request/filter { key }`. */
export const fetchFriendRequests = (
  client: ApiClient,
  key: string,
  signal?: AbortSignal,
): Promise<FriendRequest[]> =>
  listOrFilter(
    client,
    key,
    signal,
    { path: userPaths.friendRequests, read: (data) => readBody(userResponses.friendRequests, data).requests },
    {
      path: userPaths.friendRequestsFilter,
      read: (data) => readBody(userResponses.friendRequestsFilter, data).results,
    },
  );

/** `POST /api/friend-request/answer`: confirm or delete; answers the requests left. */
export async function answerRequest(client: ApiClient, input: AnswerRequestInput): Promise<FriendRequest[]> {
  const { data } = await client.post<unknown>(userPaths.answerRequest, input);
  return readBody(userResponses.friendRequests, data).requests;
}

/** `GET /api/details-card/list`, or `POST /api/details-card/filter { key }`. */
export const fetchDetailCards = (
  client: ApiClient,
  key: string,
  signal?: AbortSignal,
): Promise<DetailCard[]> =>
  listOrFilter(
    client,
    key,
    signal,
    { path: userPaths.detailCards, read: (data) => readBody(userResponses.detailCards, data).users },
    {
      path: userPaths.detailCardsFilter,
      read: (data) => readBody(userResponses.detailCardsFilter, data).results,
    },
  );

/** `GET /api/simple-card/list`, or `POST /api/simple-card/filter { key }`. */
export const fetchSimpleCards = (
  client: ApiClient,
  key: string,
  signal?: AbortSignal,
): Promise<SimpleCard[]> =>
  listOrFilter(
    client,
    key,
    signal,
    { path: userPaths.simpleCards, read: (data) => readBody(userResponses.simpleCards, data).users },
    {
      path: userPaths.simpleCardsFilter,
      read: (data) => readBody(userResponses.simpleCardsFilter, data).results,
    },
  );

/** `GET /api/profile-card/list`, or `POST /api/profile-card/filter { key }`. */
export const fetchProfileCards = (
  client: ApiClient,
  key: string,
  signal?: AbortSignal,
): Promise<ProfileCard[]> =>
  listOrFilter(
    client,
    key,
    signal,
    { path: userPaths.profileCards, read: (data) => readBody(userResponses.profileCards, data).users },
    {
      path: userPaths.profileCardsFilter,
      read: (data) => readBody(userResponses.profileCardsFilter, data).results,
    },
  );

/** `GET /api/user-list/s1/list`. */
export async function fetchUsersS1(client: ApiClient, signal?: AbortSignal): Promise<UserS1[]> {
  const { data } = await client.get<unknown>(userPaths.usersS1, { signal });
  return readBody(userResponses.usersS1, data).users_s1;
}

/** `GET /api/user-list/s2/list`. */
export async function fetchUsersS2(client: ApiClient, signal?: AbortSignal): Promise<UserS2[]> {
  const { data } = await client.get<unknown>(userPaths.usersS2, { signal });
  return readBody(userResponses.usersS2, data).users_s2;
}

/** `GET /api/account-profile`: the demo user's details and settings. */
export async function fetchAccountProfile(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<{ details: AccountDetails; settings: AccountSettings }> {
  const { data } = await client.get<unknown>(userPaths.accountProfile, { signal });
  return readBody(userResponses.accountProfile, data);
}

/** `POST /api/account-profile/details`: answers the details as saved. */
export async function saveAccountDetails(
  client: ApiClient,
  input: AccountDetailsInput,
): Promise<AccountDetails> {
  const { data } = await client.post<unknown>(userPaths.accountDetails, input);
  return readBody(userResponses.accountDetails, data).details;
}

/** `POST /api/account-profile/password`: 400 `current: ...` when the current password is wrong. */
export async function changeAccountPassword(
  client: ApiClient,
  input: AccountPasswordInput,
): Promise<boolean> {
  const { data } = await client.post<unknown>(userPaths.accountPassword, input);
  return readBody(userResponses.accountPassword, data).changed;
}

/** `POST /api/account-profile/settings`: answers the settings as saved. */
export async function saveAccountSettings(
  client: ApiClient,
  input: AccountSettings,
): Promise<AccountSettings> {
  const { data } = await client.post<unknown>(userPaths.accountSettings, input);
  return readBody(userResponses.accountSettings, data).settings;
}
