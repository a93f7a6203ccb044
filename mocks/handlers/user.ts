/**
 * Mock API of the user pages (docs/demo-api.md, "User pages"): the spec's Lists and Posts calls
 * (lists, `{ key }` filters, likes, comments, replies) and confirming or deleting a friend request.
 * Bodies are read with the request schemas of `userWire.userRequests`; a bad body answers 400
 * naming the field, an unknown id 404, anything unexpected 500 'Internal server error'.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { AnySchema, InferType } from 'yup';

import { userPaths } from '@pp/features/endpoints';
import {
  userRules,
  userWire,
  ValidationError,
  type DetailCard,
  type Follower,
  type Friend,
  type FriendRequest,
  type GalleryItem,
  type Post,
  type ProfileCard,
  type ProfileListUser,
  type SimpleCard,
  type UserS1,
  type UserS2,
} from '@pp/features/wire';
import {
  owner,
  seedDetailCards,
  seedFollowers,
  seedGallery,
  seedProfileCards,
  seedProfileList,
  seedSimpleCards,
  seedUsersS1,
  seedUsersS2,
} from '../data/user';
import {
  accountDetails,
  accountSettings,
  changeAccountPassword,
  saveAccountDetails,
  saveAccountSettings,
  addComment,
  addReply,
  answerRequest,
  editComment,
  likeComment,
  likePost,
  likeReply,
  listFriendRequests,
  listFriends,
  listPosts,
} from '../stores/user';
import { badRequest, demoRoute, scenarioSet, notFound, type DemoEndpoint } from './ecommerce-http';

type UserKey = keyof typeof userPaths;

/** The write calls of the posts. */
const POSTS = new Set<UserKey>([
  'editComment',
  'addComment',
  'addReply',
  'likePost',
  'likeComment',
  'likeReply',
]);
/** The other writes. */
const WRITES = new Set<UserKey>(['answerRequest', 'accountDetails', 'accountPassword', 'accountSettings']);

/** Every endpoint of the user pages. */
export const userEndpoints = Object.fromEntries(
  (Object.keys(userPaths) as UserKey[]).map((key) => [
    key,
    {
      method: key.endsWith('Filter') || POSTS.has(key) || WRITES.has(key) ? 'POST' : 'GET',
      path: userPaths[key],
    },
  ]),
) as Record<UserKey, DemoEndpoint>;

/** The body read through `schema`, or the 400 naming what is wrong. */
function read<S extends AnySchema>(schema: S, body: Record<string, unknown>): InferType<S> | Response {
  try {
    return schema.validateSync(body, { abortEarly: true, stripUnknown: true }) as InferType<S>;
  } catch (error) {
    if (ValidationError.isError(error))
      return badRequest(`${error.path ?? 'body'}: expected ${error.message}`);
    throw error;
  }
}

const answerPosts = (posts: Post[] | undefined, what: string) =>
  posts ? HttpResponse.json({ posts }) : notFound(`${what} not found`);

/** A posts write: reads the body, changes the store, answers every post (404 for an unknown id). */
function postsWrite<S extends AnySchema>(
  key: UserKey,
  schema: S,
  change: (input: InferType<S>) => Post[] | undefined,
  what: (input: InferType<S>) => string,
): HttpHandler {
  return demoRoute(userEndpoints[key], (body) => {
    const input = read(schema, body);
    return input instanceof Response ? input : answerPosts(change(input), what(input));
  });
}

/** A list and its `{ key }` filter over the same rows. */
function listAndFilter<T>(
  list: UserKey,
  filter: UserKey,
  name: string,
  rows: () => T[],
  fields: readonly (keyof T)[],
): HttpHandler[] {
  return [
    demoRoute(userEndpoints[list], () => HttpResponse.json({ [name]: rows() })),
    demoRoute(userEndpoints[filter], (body) => {
      const input = read(userWire.userRequests.filter, body);
      if (input instanceof Response) return input;
      return HttpResponse.json({ results: userRules.filterBy(rows(), fields, input.key) });
    }),
  ];
}

const { filterFields } = userRules;
const requests = userWire.userRequests;

/** Where each list's rows come from (the store, the fixtures, or none for `empty`). */
export interface UserSource {
  followers: () => Follower[];
  friends: () => Friend[];
  requests: () => FriendRequest[];
  posts: () => Post[];
  gallery: () => GalleryItem[];
  detailCards: () => DetailCard[];
  simpleCards: () => SimpleCard[];
  profileCards: () => ProfileCard[];
  usersS1: () => UserS1[];
  usersS2: () => UserS2[];
  profileList: () => ProfileListUser[];
}

/** The handlers over a source of rows; the writes change the store (`mocks/stores/user.ts`). */
export function createUserHandlers(source: UserSource): HttpHandler[] {
  return [
    demoRoute(userEndpoints.owner, () =>
      HttpResponse.json({
        profile: {
          ...owner,
          followers: source.followers().length,
          friends: source.friends().length,
          posts: source.posts().length,
        },
      }),
    ),
    ...listAndFilter('followers', 'followersFilter', 'followers', source.followers, filterFields.followers),
    ...listAndFilter('friends', 'friendsFilter', 'friends', source.friends, filterFields.friends),
    ...listAndFilter(
      'friendRequests',
      'friendRequestsFilter',
      'requests',
      source.requests,
      filterFields.friendRequests,
    ),
    demoRoute(userEndpoints.answerRequest, (body) => {
      const input = read(requests.answerRequest, body);
      if (input instanceof Response) return input;
      return answerRequest(input.id, input.answer)
        ? HttpResponse.json({ requests: source.requests() })
        : notFound(`Friend request ${input.id} not found`);
    }),
    demoRoute(userEndpoints.gallery, () => HttpResponse.json({ gallery: source.gallery() })),
    demoRoute(userEndpoints.posts, () => HttpResponse.json({ posts: source.posts() })),
    postsWrite(
      'likePost',
      requests.likePost,
      (input) => likePost(input.postId),
      (input) => `Post ${input.postId}`,
    ),
    postsWrite(
      'likeComment',
      requests.likeComment,
      (input) => likeComment(input.postId, input.commentId),
      (input) => `Comment ${input.commentId} of post ${input.postId}`,
    ),
    postsWrite(
      'likeReply',
      requests.likeReply,
      (input) => likeReply(input.postId, input.commentId, input.replayId),
      (input) => `Reply ${input.replayId} of comment ${input.commentId}`,
    ),
    postsWrite(
      'addComment',
      requests.addComment,
      (input) => addComment(input.postId, input.comment),
      (input) => `Post ${input.postId}`,
    ),
    postsWrite(
      'addReply',
      requests.addReply,
      (input) => addReply(input.postId, input.commentId, input.reply),
      (input) => `Comment ${input.commentId} of post ${input.postId}`,
    ),
    postsWrite(
      'editComment',
      requests.editComment,
      (input) => editComment(input.key, input.id, input.comment),
      (input) => `Comment ${input.id} of post ${input.key}`,
    ),
    ...listAndFilter(
      'detailCards',
      'detailCardsFilter',
      'users',
      source.detailCards,
      filterFields.detailCards,
    ),
    ...listAndFilter(
      'simpleCards',
      'simpleCardsFilter',
      'users',
      source.simpleCards,
      filterFields.simpleCards,
    ),
    ...listAndFilter(
      'profileCards',
      'profileCardsFilter',
      'users',
      source.profileCards,
      filterFields.profileCards,
    ),
    demoRoute(userEndpoints.usersS1, () => HttpResponse.json({ users_s1: source.usersS1() })),
    demoRoute(userEndpoints.usersS2, () => HttpResponse.json({ users_s2: source.usersS2() })),
    demoRoute(userEndpoints.profileList, () => HttpResponse.json({ users: source.profileList() })),
    demoRoute(userEndpoints.accountProfile, () =>
      HttpResponse.json({ details: accountDetails(), settings: accountSettings() }),
    ),
    demoRoute(userEndpoints.accountDetails, (body) => {
      const input = read(requests.accountDetails, body);
      return input instanceof Response ? input : HttpResponse.json({ details: saveAccountDetails(input) });
    }),
    demoRoute(userEndpoints.accountPassword, (body) => {
      const input = read(requests.accountPassword, body);
      if (input instanceof Response) return input;
      return changeAccountPassword(input.current, input.password)
        ? HttpResponse.json({ changed: true })
        : badRequest('current: the current password is not right');
    }),
    demoRoute(userEndpoints.accountSettings, (body) => {
      const input = read(requests.accountSettings, body);
      return input instanceof Response ? input : HttpResponse.json({ settings: saveAccountSettings(input) });
    }),
  ];
}

/** Handlers of the user pages over the fixtures and the store. */
export const userHandlers: HttpHandler[] = createUserHandlers({
  followers: () => seedFollowers,
  friends: listFriends,
  requests: listFriendRequests,
  posts: listPosts,
  gallery: () => seedGallery,
  detailCards: () => seedDetailCards,
  simpleCards: () => seedSimpleCards,
  profileCards: () => seedProfileCards,
  usersS1: () => seedUsersS1,
  usersS2: () => seedUsersS2,
  profileList: () => seedProfileList,
});

const none = () => [];

/**
 * Failure scenarios, each replacing every endpoint of the user pages: `empty` (every list, filter
 * and the posts empty), `error` (500 'Internal server error'), `networkError`, `loading`.
 */
export const userScenarios: Record<'empty' | 'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(userEndpoints, {
    empty: () =>
      createUserHandlers({
        followers: none,
        friends: none,
        requests: none,
        posts: none,
        gallery: none,
        detailCards: none,
        simpleCards: none,
        profileCards: none,
        usersS1: none,
        usersS2: none,
        profileList: none,
      }),
  });
