/**
 * docs/demo-api.md, "User pages", against the mock and the schemas: every call answers exactly what
 * its response schema describes, and the page names every path and every field.
 */
import { readFileSync } from 'node:fs';

import { userPaths } from '@pp/features/endpoints';
import { userWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { memoryStore, setMockStorage } from '../lib/persist';
import { resetUserPages } from '../stores/user';
import { callDemo, fieldNames, mismatch, unnamed } from './contract';
import { userHandlers } from './user';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...userHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => resetUserPages());
afterAll(() => server.close());

const answers = userWire.userResponses;
type Key = keyof typeof userPaths;

const bodies: Partial<Record<Key, unknown>> = {
  followersFilter: { key: 'bangkok' },
  friendsFilter: { key: 'a' },
  friendRequestsFilter: { key: 'a' },
  detailCardsFilter: { key: 'designer' },
  simpleCardsFilter: { key: 'active' },
  profileCardsFilter: { key: 'rejected' },
  answerRequest: { id: 'request-1', answer: 'confirm' },
  likePost: { postId: 'post-1' },
  likeComment: { postId: 'post-1', commentId: 'comment-1' },
  likeReply: { postId: 'post-1', commentId: 'comment-1', replayId: 'reply-1' },
  addComment: { postId: 'post-1', comment: 'Nice' },
  addReply: { postId: 'post-1', commentId: 'comment-1', reply: 'Thanks' },
  editComment: { key: 'post-1', id: 'comment-1', comment: 'Edited' },
  accountDetails: {
    name: 'Anong C.',
    email: 'anong@example.com',
    phone: '+66 81 555 0199',
    location: 'Chiang Mai',
    birthday: '1994-05-12',
    about: 'Hello',
  },
  accountPassword: { current: 'Demo@1234', password: 'New-Passw0rd', confirm: 'New-Passw0rd' },
  accountSettings: { notifyComments: false, notifyFollowers: true, newsletter: true, privateProfile: false },
};

const schemaOf: Record<Key, AnySchema> = {
  owner: answers.owner,
  followers: answers.followers,
  followersFilter: answers.followersFilter,
  friends: answers.friends,
  friendsFilter: answers.friendsFilter,
  friendRequests: answers.friendRequests,
  friendRequestsFilter: answers.friendRequestsFilter,
  answerRequest: answers.friendRequests,
  gallery: answers.gallery,
  posts: answers.posts,
  editComment: answers.posts,
  addComment: answers.posts,
  addReply: answers.posts,
  likePost: answers.posts,
  likeComment: answers.posts,
  likeReply: answers.posts,
  detailCards: answers.detailCards,
  detailCardsFilter: answers.detailCardsFilter,
  simpleCards: answers.simpleCards,
  simpleCardsFilter: answers.simpleCardsFilter,
  profileCards: answers.profileCards,
  profileCardsFilter: answers.profileCardsFilter,
  usersS1: answers.usersS1,
  usersS2: answers.usersS2,
  profileList: answers.profileList,
  accountProfile: answers.accountProfile,
  accountDetails: answers.accountDetails,
  accountPassword: answers.accountPassword,
  accountSettings: answers.accountSettings,
};

const calls = (Object.keys(userPaths) as Key[]).map((name) => ({
  name,
  path: userPaths[name],
  body: bodies[name],
  schema: schemaOf[name],
}));

describe('docs/demo-api.md, User pages', () => {
  it.each(calls)(
    '$name: the mock answers exactly what the response schema describes',
    async ({ path, body, schema }) => {
      const answer = await callDemo(path, body);
      expect(answer.status).toBe(200);
      expect(mismatch(schema, answer.body)).toBeNull();
    },
  );

  it('names every path', () => {
    const paths = Object.values(userPaths).map((path) => `/api${path}`);
    expect(paths.filter((path) => !doc.includes(`\`${path}\``) && !doc.includes(` ${path}\``))).toEqual([]);
  });

  it('names every field of the schemas', () => {
    const schemas: AnySchema[] = [...Object.values(answers), ...Object.values(userWire.userRequests)];
    const fields = new Set(schemas.flatMap((schema) => [...fieldNames(schema)]));
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
