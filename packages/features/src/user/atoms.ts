/**
 * Server data of the user pages (DESIGN.md "Data flow"): the owner, the posts, the gallery and the
 * people lists (with their `{ key }` filter) as query atoms; the posts writes and answering a
 * friend request as write atoms. Every posts write answers every post, which replaces the cached
 * posts at once.
 */
import type { Getter } from 'jotai';
import { atomFamily } from 'jotai-family';

import { userPaths } from '../shared/api/endpoints';
import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { atomWithApiWrite } from '../shared/query/write';
import {
  changeAccountPassword,
  fetchAccountProfile,
  saveAccountDetails,
  saveAccountSettings,
  answerRequest,
  fetchGallery,
  fetchOwner,
  fetchFollowers,
  fetchFriendRequests,
  fetchFriends,
  fetchPosts,
  fetchDetailCards,
  fetchProfileCards,
  fetchSimpleCards,
  fetchUsersS1,
  fetchUsersS2,
  postPostsWrite,
  type PostsWrite,
} from './api/endpoints';
import type {
  AccountDetails,
  AccountDetailsInput,
  AccountPasswordInput,
  AccountSettings,
  AnswerRequestInput,
  Post,
} from './types';

const demo = (get: Getter) => get(clientsAtom).demo;
const { userList, userFilter } = queryKeys.demo;

/** `GET /api/social-profile/owner`. */
export const ownerAtom = atomWithApiQuery((get) => ({
  queryKey: userList(userPaths.owner),
  queryFn: ({ signal }) => fetchOwner(demo(get), signal),
}));

/** `GET /api/posts/list`. */
export const postsAtom = atomWithApiQuery((get) => ({
  queryKey: userList(userPaths.posts),
  queryFn: ({ signal }) => fetchPosts(demo(get), signal),
}));

/** `GET /api/gallery/list`. */
export const galleryAtom = atomWithApiQuery((get) => ({
  queryKey: userList(userPaths.gallery),
  queryFn: ({ signal }) => fetchGallery(demo(get), signal),
}));

/** A people list's query key: the list for an empty key, else the filter with it. */
const peopleKey = (list: string, filter: string, key: string) =>
  key === '' ? userList(list) : userFilter(filter, key);

/** The followers whose name or location holds `key` (trimmed; empty: all). */
export const followersAtomFamily = atomFamily((key: string) =>
  atomWithApiQuery((get) => ({
    queryKey: peopleKey(userPaths.followers, userPaths.followersFilter, key),
    queryFn: ({ signal }) => fetchFollowers(demo(get), key, signal),
  })),
);

/** The friends whose name or location holds `key`. */
export const friendsAtomFamily = atomFamily((key: string) =>
  atomWithApiQuery((get) => ({
    queryKey: peopleKey(userPaths.friends, userPaths.friendsFilter, key),
    queryFn: ({ signal }) => fetchFriends(demo(get), key, signal),
  })),
);

/** The friend requests whose name holds `key`. */
export const requestsAtomFamily = atomFamily((key: string) =>
  atomWithApiQuery((get) => ({
    queryKey: peopleKey(userPaths.friendRequests, userPaths.friendRequestsFilter, key),
    queryFn: ({ signal }) => fetchFriendRequests(demo(get), key, signal),
  })),
);

/** The detail cards whose name, role, about, email, contact or location holds `key`. */
export const detailCardsAtomFamily = atomFamily((key: string) =>
  atomWithApiQuery((get) => ({
    queryKey: peopleKey(userPaths.detailCards, userPaths.detailCardsFilter, key),
    queryFn: ({ signal }) => fetchDetailCards(demo(get), key, signal),
  })),
);

/** The simple cards whose name or status holds `key`. */
export const simpleCardsAtomFamily = atomFamily((key: string) =>
  atomWithApiQuery((get) => ({
    queryKey: peopleKey(userPaths.simpleCards, userPaths.simpleCardsFilter, key),
    queryFn: ({ signal }) => fetchSimpleCards(demo(get), key, signal),
  })),
);

/** The profile cards whose name, role or status holds `key`. */
export const profileCardsAtomFamily = atomFamily((key: string) =>
  atomWithApiQuery((get) => ({
    queryKey: peopleKey(userPaths.profileCards, userPaths.profileCardsFilter, key),
    queryFn: ({ signal }) => fetchProfileCards(demo(get), key, signal),
  })),
);

/** `GET /api/user-list/s1/list` (searched and paged on the screen). */
export const usersS1Atom = atomWithApiQuery((get) => ({
  queryKey: userList(userPaths.usersS1),
  queryFn: ({ signal }) => fetchUsersS1(demo(get), signal),
}));

/** `GET /api/user-list/s2/list`. */
export const usersS2Atom = atomWithApiQuery((get) => ({
  queryKey: userList(userPaths.usersS2),
  queryFn: ({ signal }) => fetchUsersS2(demo(get), signal),
}));

/**
 * A posts write of one control (`like:post-1`, `reply:post-1:comment-2`): each control has its own
 * pending state, so liking one post never waits for another.
 */
export const postsWriteAtomFamily = atomFamily((_control: string) =>
  atomWithApiWrite<PostsWrite, Post[]>((get) => ({
    write: (request) => postPostsWrite(demo(get), request),
    onSuccess: (posts) => get(queryClientAtom).setQueryData(userList(userPaths.posts), posts),
  })),
);

/** `POST /api/friend-request/answer`: the requests, the friends and the owner's counts load again. */
export const answerRequestAtom = atomWithApiWrite((get) => ({
  write: (input: AnswerRequestInput) => answerRequest(demo(get), input),
  invalidates: () => [
    userList(userPaths.friendRequests),
    userList(userPaths.friendRequestsFilter),
    userList(userPaths.friends),
    userList(userPaths.friendsFilter),
    userList(userPaths.owner),
  ],
}));

const accountKey = userList(userPaths.accountProfile);
type AccountProfile = { details: AccountDetails; settings: AccountSettings };

/** `GET /api/account-profile`. */
export const accountProfileAtom = atomWithApiQuery((get) => ({
  queryKey: accountKey,
  queryFn: ({ signal }) => fetchAccountProfile(demo(get), signal),
}));

/** Puts a saved part of the account profile in the cache. */
const patchAccount = (get: Getter, patch: Partial<AccountProfile>) =>
  get(queryClientAtom).setQueryData<AccountProfile>(accountKey, (current) =>
    current ? { ...current, ...patch } : current,
  );

/** `POST /api/account-profile/details`. */
export const saveDetailsAtom = atomWithApiWrite((get) => ({
  write: (input: AccountDetailsInput) => saveAccountDetails(demo(get), input),
  onSuccess: (details: AccountDetails) => patchAccount(get, { details }),
}));

/** `POST /api/account-profile/password`. */
export const changePasswordAtom = atomWithApiWrite((get) => ({
  write: (input: AccountPasswordInput) => changeAccountPassword(demo(get), input),
}));

/** `POST /api/account-profile/settings`. */
export const saveSettingsAtom = atomWithApiWrite((get) => ({
  write: (input: AccountSettings) => saveAccountSettings(demo(get), input),
  onSuccess: (settings: AccountSettings) => patchAccount(get, { settings }),
}));
