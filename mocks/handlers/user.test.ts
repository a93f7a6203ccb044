/** The user pages' mock: list sizes, filters, likes, comments, replies, requests, bad bodies, failures. */
import { userPaths } from '@pp/features/endpoints';
import type { Post } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { memoryStore, setMockStorage } from '../lib/persist';
import { resetUserPages, setUserPagesClock } from '../stores/user';
import { callDemo } from './contract';
import { userHandlers, userScenarios } from './user';

const server = setupServer(...userHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetUserPages();
});
afterAll(() => server.close());

const postsOf = (body: unknown) => (body as { posts: Post[] }).posts;
const rows = (body: unknown, key: string) =>
  (body as Record<string, { id: string; name: string }[]>)[key] ?? [];

describe('user pages mock', () => {
  it.each([
    [userPaths.followers, 'followers', 20],
    [userPaths.friends, 'friends', 20],
    [userPaths.friendRequests, 'requests', 20],
    [userPaths.gallery, 'gallery', 12],
    [userPaths.detailCards, 'users', 12],
    [userPaths.simpleCards, 'users', 20],
    [userPaths.posts, 'posts', 4],
  ])('%s answers the spec size', async (path, key, size) => {
    const { status, body } = await callDemo(path);
    expect(status).toBe(200);
    expect(rows(body, key)).toHaveLength(size);
  });

  it('filters case-insensitively on the spec fields', async () => {
    const { body } = await callDemo(userPaths.followersFilter, { key: 'THAILAND' });
    const results = rows(body, 'results');
    expect(results.length).toBeGreaterThan(0);
    const { body: all } = await callDemo(userPaths.followers);
    const expected = (all as { followers: { location: string; name: string }[] }).followers.filter(
      (row) => row.location.includes('Thailand') || row.name.toLowerCase().includes('thailand'),
    );
    expect(results).toHaveLength(expected.length);
    const { body: cards } = await callDemo(userPaths.profileCardsFilter, { key: 'rejected' });
    expect(rows(cards, 'results').length).toBeGreaterThan(0);
    const { body: none } = await callDemo(userPaths.simpleCardsFilter, { key: 'nobody at all' });
    expect(rows(none, 'results')).toEqual([]);
  });

  it('toggles a post like +1 then -1, and keeps it across calls', async () => {
    const before = postsOf((await callDemo(userPaths.posts)).body)[2]?.data.likes;
    const liked = postsOf((await callDemo(userPaths.likePost, { postId: 'post-3' })).body)[2]?.data.likes;
    expect(liked).toEqual({ like: true, value: (before?.value ?? 0) + 1 });
    expect(postsOf((await callDemo(userPaths.posts)).body)[2]?.data.likes).toEqual(liked);
    const unliked = postsOf((await callDemo(userPaths.likePost, { postId: 'post-3' })).body)[2]?.data.likes;
    expect(unliked).toEqual(before);
  });

  it('toggles comment and reply likes', async () => {
    const comment = postsOf(
      (await callDemo(userPaths.likeComment, { postId: 'post-1', commentId: 'comment-2' })).body,
    )[0]?.data.comments[1]?.data.likes;
    expect(comment).toEqual({ like: true, value: 1 });
    const reply = postsOf(
      (await callDemo(userPaths.likeReply, { postId: 'post-1', commentId: 'comment-1', replayId: 'reply-1' }))
        .body,
    )[0]?.data.comments[0]?.data.replies[0]?.data.likes;
    expect(reply).toEqual({ like: false, value: 1 });
  });

  it('adds a comment and a reply as the owner at the clock, with the next ids', async () => {
    setUserPagesClock(() => new Date('2026-11-21T08:00:00.000Z'));
    const comments = postsOf(
      (await callDemo(userPaths.addComment, { postId: 'post-3', comment: '  Lovely  ' })).body,
    )[2]?.data.comments;
    expect(comments?.[0]).toMatchObject({
      id: 'comment-5',
      profile: { id: 'owner', time: '2026-11-21T08:00:00.000Z' },
      data: { comment: 'Lovely', replies: [], likes: { like: false, value: 0 } },
    });
    const replies = postsOf(
      (await callDemo(userPaths.addReply, { postId: 'post-3', commentId: 'comment-5', reply: 'Thanks' }))
        .body,
    )[2]?.data.comments[0]?.data.replies;
    expect(replies?.map((reply) => [reply.id, reply.data.comment])).toEqual([['reply-4', 'Thanks']]);
  });

  it('edits a comment', async () => {
    const { body } = await callDemo(userPaths.editComment, {
      key: 'post-1',
      id: 'comment-2',
      comment: 'Edited',
    });
    expect(postsOf(body)[0]?.data.comments[1]?.data.comment).toBe('Edited');
  });

  it('confirming a request makes a friend; deleting only removes it', async () => {
    const confirmed = await callDemo(userPaths.answerRequest, { id: 'request-1', answer: 'confirm' });
    expect(rows(confirmed.body, 'requests')).toHaveLength(19);
    const friends = rows((await callDemo(userPaths.friends)).body, 'friends');
    expect(friends).toHaveLength(21);
    expect(friends[0]?.id).toBe('friend-request-1');
    await callDemo(userPaths.answerRequest, { id: 'request-2', answer: 'delete' });
    expect(rows((await callDemo(userPaths.friends)).body, 'friends')).toHaveLength(21);
    expect(rows((await callDemo(userPaths.friendRequests)).body, 'requests')).toHaveLength(18);
  });

  it('answers 400 for a bad body and 404 for an unknown id', async () => {
    expect(await callDemo(userPaths.addComment, { postId: 'post-1', comment: '   ' })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^comment: /) },
    });
    expect((await callDemo(userPaths.likeReply, { postId: 'post-1', commentId: 'comment-1' })).status).toBe(
      400,
    );
    expect((await callDemo(userPaths.likePost, { postId: 'post-9' })).status).toBe(404);
    expect((await callDemo(userPaths.answerRequest, { id: 'request-99', answer: 'delete' })).status).toBe(
      404,
    );
    expect((await callDemo(userPaths.followersFilter, {})).status).toBe(400);
  });

  it('account profile: details are checked and saved, the password needs the current one', async () => {
    const details = {
      name: ' Anong C. ',
      email: 'anong@example.com',
      phone: '',
      location: '',
      birthday: '',
      about: '',
    };
    expect(await callDemo(userPaths.accountDetails, details)).toMatchObject({
      status: 200,
      body: { details: { name: 'Anong C.' } },
    });
    expect((await callDemo(userPaths.accountProfile)).body).toMatchObject({ details: { name: 'Anong C.' } });
    expect((await callDemo(userPaths.accountDetails, { ...details, email: 'anong@' })).status).toBe(400);
    const change = { current: 'wrong', password: 'New-Passw0rd', confirm: 'New-Passw0rd' };
    expect(await callDemo(userPaths.accountPassword, change)).toEqual({
      status: 400,
      body: { message: 'current: the current password is not right' },
    });
    expect(
      (await callDemo(userPaths.accountPassword, { ...change, current: 'Demo@1234', confirm: 'x' })).status,
    ).toBe(400);
    expect((await callDemo(userPaths.accountPassword, { ...change, current: 'Demo@1234' })).body).toEqual({
      changed: true,
    });
    expect((await callDemo(userPaths.accountPassword, { ...change, current: 'Demo@1234' })).status).toBe(400);
  });

  it('error scenario answers 500 Internal server error; empty answers no rows', async () => {
    server.use(...userScenarios.error);
    expect(await callDemo(userPaths.likePost, { postId: 'post-1' })).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
    });
    server.resetHandlers(...userScenarios.empty);
    expect(rows((await callDemo(userPaths.posts)).body, 'posts')).toEqual([]);
    expect(rows((await callDemo(userPaths.friendsFilter, { key: 'a' })).body, 'results')).toEqual([]);
  });
});
