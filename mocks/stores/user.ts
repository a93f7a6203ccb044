/**
 * State of the user pages' demo API (docs/demo-api.md, "User pages"): the posts (likes, comments,
 * replies change them), the friends and the friend requests (confirming a request makes a friend).
 * Kept in `mockStorage()` under 'mock:user:*' so the app's mock mode survives a reload; tests and
 * stories call `resetUserPages()`. New comments and replies are the owner's, stamped by a clock a
 * story may pin (`setUserPagesClock`).
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import {
  matches,
  type AccountDetails,
  type AccountSettings,
  userRules,
  userWire,
  type Friend,
  type FriendRequest,
  type Post,
  type Reply,
} from '@pp/features/wire';

import {
  DEMO_ACCOUNT_PASSWORD,
  ownerAuthor,
  seedAccountDetails,
  seedAccountSettings,
  seedFriendRequests,
  seedFriends,
  seedPosts,
} from '../data/user';
import { readJson, writeJson } from '../lib/persist';

const POSTS_KEY = `${BROWSER_BACKEND_PREFIX}user:posts`;
const FRIENDS_KEY = `${BROWSER_BACKEND_PREFIX}user:friends`;
const REQUESTS_KEY = `${BROWSER_BACKEND_PREFIX}user:requests`;
const DETAILS_KEY = `${BROWSER_BACKEND_PREFIX}user:account-details`;
const SETTINGS_KEY = `${BROWSER_BACKEND_PREFIX}user:account-settings`;
const PASSWORD_KEY = `${BROWSER_BACKEND_PREFIX}user:account-password`;

const copy = <T>(rows: readonly T[]): T[] => structuredClone([...rows]);
const isPosts = (value: unknown): value is Post[] => matches(userWire.userResponses.posts, { posts: value });
const isFriends = (value: unknown): value is Friend[] =>
  matches(userWire.userResponses.friends, { friends: value });
const isRequests = (value: unknown): value is FriendRequest[] =>
  matches(userWire.userResponses.friendRequests, { requests: value });

let clock: () => Date = () => new Date();

/** Pins the time new comments and replies get (a story's stable screenshot). */
export function setUserPagesClock(next: () => Date): void {
  clock = next;
}

export const listPosts = (): Post[] => readJson(POSTS_KEY, () => copy(seedPosts), isPosts);
export const listFriends = (): Friend[] => readJson(FRIENDS_KEY, () => copy(seedFriends), isFriends);
export const listFriendRequests = (): FriendRequest[] =>
  readJson(REQUESTS_KEY, () => copy(seedFriendRequests), isRequests);

/** Stores the posts a rule made; undefined (an id that names nothing) stores nothing. */
function savePosts(posts: Post[] | undefined): Post[] | undefined {
  if (posts) writeJson(POSTS_KEY, posts);
  return posts;
}

/** The next id of a comment or reply: `<prefix>-<n>`, n one above the highest in use. */
function nextEntryId(posts: readonly Post[], prefix: 'comment' | 'reply'): string {
  const numbers = userRules
    .entryIds(posts)
    .filter((id) => id.startsWith(`${prefix}-`))
    .map((id) => Number(id.slice(prefix.length + 1)))
    .filter(Number.isInteger);
  return `${prefix}-${Math.max(0, ...numbers) + 1}`;
}

export const likePost = (postId: string) => savePosts(userRules.likePost(listPosts(), postId));
export const likeComment = (postId: string, commentId: string) =>
  savePosts(userRules.likeComment(listPosts(), postId, commentId));
export const likeReply = (postId: string, commentId: string, replyId: Reply['id']) =>
  savePosts(userRules.likeReply(listPosts(), postId, commentId, replyId));
export const editComment = (postId: string, commentId: string, text: string) =>
  savePosts(userRules.editComment(listPosts(), postId, commentId, text));

export function addComment(postId: string, text: string): Post[] | undefined {
  const posts = listPosts();
  const entry = { id: nextEntryId(posts, 'comment'), profile: ownerAuthor(clock().toISOString()), text };
  return savePosts(userRules.addComment(posts, postId, entry));
}

export function addReply(postId: string, commentId: string, text: string): Post[] | undefined {
  const posts = listPosts();
  const entry = { id: nextEntryId(posts, 'reply'), profile: ownerAuthor(clock().toISOString()), text };
  return savePosts(userRules.addReply(posts, postId, commentId, entry));
}

/**
 * Confirms (the person becomes a friend, first in the list) or deletes a friend request; answers
 * the requests left, undefined for an id that names no request.
 */
export function answerRequest(id: string, answer: 'confirm' | 'delete'): FriendRequest[] | undefined {
  const requests = listFriendRequests();
  const request = requests.find((candidate) => candidate.id === id);
  if (!request) return undefined;
  const left = requests.filter((candidate) => candidate.id !== id);
  if (answer === 'confirm') {
    const friend: Friend = {
      id: `friend-${request.id}`,
      avatar: request.avatar,
      name: request.name,
      location: '',
    };
    writeJson(FRIENDS_KEY, [friend, ...listFriends()]);
  }
  writeJson(REQUESTS_KEY, left);
  return left;
}

const isDetails = (value: unknown): value is AccountDetails =>
  matches(userWire.userResponses.accountDetails, { details: value });
const isSettings = (value: unknown): value is AccountSettings =>
  matches(userWire.userResponses.accountSettings, { settings: value });
const isText = (value: unknown): value is string => typeof value === 'string';

export const accountDetails = (): AccountDetails =>
  readJson(DETAILS_KEY, () => ({ ...seedAccountDetails }), isDetails);
export const accountSettings = (): AccountSettings =>
  readJson(SETTINGS_KEY, () => ({ ...seedAccountSettings }), isSettings);

export function saveAccountDetails(details: AccountDetails): AccountDetails {
  writeJson(DETAILS_KEY, details);
  return details;
}

export function saveAccountSettings(settings: AccountSettings): AccountSettings {
  writeJson(SETTINGS_KEY, settings);
  return settings;
}

/** Changes the password when `current` is the one in use; false otherwise. */
export function changeAccountPassword(current: string, next: string): boolean {
  if (current !== readJson(PASSWORD_KEY, () => DEMO_ACCOUNT_PASSWORD, isText)) return false;
  writeJson(PASSWORD_KEY, next);
  return true;
}

/** Puts the fixtures and the real clock back. */
export function resetUserPages(): void {
  writeJson(DETAILS_KEY, { ...seedAccountDetails });
  writeJson(SETTINGS_KEY, { ...seedAccountSettings });
  writeJson(PASSWORD_KEY, DEMO_ACCOUNT_PASSWORD);
  writeJson(POSTS_KEY, copy(seedPosts));
  writeJson(FRIENDS_KEY, copy(seedFriends));
  writeJson(REQUESTS_KEY, copy(seedFriendRequests));
  clock = () => new Date();
}
