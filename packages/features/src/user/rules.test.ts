import { describe, expect, it } from 'vitest';

import {
  addComment,
  addReply,
  editComment,
  entryIds,
  filterBy,
  filterFields,
  likeComment,
  likePost,
  likeReply,
  toggleLikes,
} from './rules';
import type { Author, Post } from './types';

const author = (id: string): Author => ({ id, avatar: '', name: id, time: '2026-11-20T09:00:00.000Z' });

const posts: Post[] = [
  {
    id: 'p1',
    profile: author('owner'),
    data: {
      content: 'Hello',
      images: [],
      video: '',
      poster: '',
      likes: { like: false, value: 3 },
      comments: [
        {
          id: 'c1',
          profile: author('a'),
          data: {
            comment: 'First',
            likes: { like: true, value: 1 },
            replies: [
              {
                id: 'r1',
                profile: author('b'),
                data: { comment: 'Reply', likes: { like: false, value: 0 } },
              },
            ],
          },
        },
      ],
    },
  },
  {
    id: 'p2',
    profile: author('owner'),
    data: {
      content: 'Second',
      images: [],
      video: '',
      poster: '',
      likes: { like: true, value: 9 },
      comments: [],
    },
  },
];

describe('likes', () => {
  it('toggle: +1 when not liked, -1 when liked, never below 0', () => {
    expect(toggleLikes({ like: false, value: 3 })).toEqual({ like: true, value: 4 });
    expect(toggleLikes({ like: true, value: 4 })).toEqual({ like: false, value: 3 });
    expect(toggleLikes({ like: true, value: 0 })).toEqual({ like: false, value: 0 });
  });

  it('a post: like then unlike gives the count back; other posts unchanged', () => {
    const liked = likePost(posts, 'p1');
    expect(liked?.[0]?.data.likes).toEqual({ like: true, value: 4 });
    expect(liked?.[1]).toBe(posts[1]);
    expect(likePost(liked ?? [], 'p1')?.[0]?.data.likes).toEqual({ like: false, value: 3 });
    expect(posts[0]?.data.likes).toEqual({ like: false, value: 3 });
  });

  it('a comment and a reply', () => {
    expect(likeComment(posts, 'p1', 'c1')?.[0]?.data.comments[0]?.data.likes).toEqual({
      like: false,
      value: 0,
    });
    const reply = likeReply(posts, 'p1', 'c1', 'r1')?.[0]?.data.comments[0]?.data.replies[0];
    expect(reply?.data.likes).toEqual({ like: true, value: 1 });
  });

  it('unknown ids change nothing', () => {
    expect(likePost(posts, 'nope')).toBeUndefined();
    expect(likeComment(posts, 'p1', 'nope')).toBeUndefined();
    expect(likeComment(posts, 'nope', 'c1')).toBeUndefined();
    expect(likeReply(posts, 'p1', 'c1', 'nope')).toBeUndefined();
  });
});

describe('comments and replies', () => {
  const entry = { id: 'c2', profile: author('owner'), text: 'New one' };

  it('adds a comment at the end, unliked, without replies', () => {
    const comments = addComment(posts, 'p2', entry)?.[1]?.data.comments;
    expect(comments).toEqual([
      {
        id: 'c2',
        profile: entry.profile,
        data: { comment: 'New one', likes: { like: false, value: 0 }, replies: [] },
      },
    ]);
    expect(addComment(posts, 'nope', entry)).toBeUndefined();
  });

  it('adds a reply under its comment', () => {
    const replies = addReply(posts, 'p1', 'c1', { ...entry, id: 'r2' })?.[0]?.data.comments[0]?.data.replies;
    expect(replies?.map((reply) => reply.id)).toEqual(['r1', 'r2']);
    expect(addReply(posts, 'p1', 'nope', entry)).toBeUndefined();
  });

  it('edits a comment text and keeps its likes and replies', () => {
    const comment = editComment(posts, 'p1', 'c1', 'Edited')?.[0]?.data.comments[0];
    expect(comment?.data.comment).toBe('Edited');
    expect(comment?.data.replies).toHaveLength(1);
    expect(comment?.data.likes).toEqual({ like: true, value: 1 });
  });

  it('lists every comment and reply id', () => {
    expect(entryIds(posts)).toEqual(['c1', 'r1']);
  });
});

describe('filters', () => {
  const people = [
    {
      id: '1',
      name: 'Somchai Rattanakul',
      location: 'Bangkok, Thailand',
      role: 'Designer',
      status: 'Active',
    },
    { id: '2', name: 'Emily Carter', location: 'London, UK', role: 'Developer', status: 'Rejected' },
    { id: '3', name: 'ปรียา ศรีสวัสดิ์', location: 'Chiang Mai, Thailand', role: 'Lead', status: 'Active' },
  ];

  it('matches a substring of the fields, ignoring case and outer spaces', () => {
    expect(filterBy(people, ['name', 'location'], ' THAILAND ').map((row) => row.id)).toEqual(['1', '3']);
    expect(filterBy(people, ['name'], 'carter').map((row) => row.id)).toEqual(['2']);
    expect(filterBy(people, ['name'], 'ปรียา').map((row) => row.id)).toEqual(['3']);
  });

  it('searches only the listed fields', () => {
    expect(filterBy(people, ['name'], 'london')).toEqual([]);
    expect(filterBy(people, filterFields.profileCards, 'rejected').map((row) => row.id)).toEqual(['2']);
  });

  it('an empty key keeps every row', () => {
    expect(filterBy(people, ['name'], '  ')).toHaveLength(3);
  });
});
