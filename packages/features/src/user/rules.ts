/**
 * The rules of the user pages' demo API (spec sections 4 and 5), pure so the mock and the unit
 * tests use the same ones: likes toggle (+1 / -1) on posts, comments and replies; comments and
 * replies are added and edited; the list filters match a case-insensitive substring of the spec's
 * fields. Each answers undefined when an id names nothing.
 */
import type {
  Author,
  DetailCard,
  Follower,
  Friend,
  FriendRequest,
  Likes,
  Post,
  PostComment,
  ProfileCard,
  Reply,
  SimpleCard,
} from './types';

/** Liked becomes not liked (one fewer), not liked becomes liked (one more). */
export function toggleLikes(likes: Likes): Likes {
  return likes.like
    ? { like: false, value: Math.max(0, likes.value - 1) }
    : { like: true, value: likes.value + 1 };
}

type PostChange = (post: Post) => Post | undefined;
type CommentChange = (comment: PostComment) => PostComment | undefined;

function changePost(posts: readonly Post[], postId: string, change: PostChange): Post[] | undefined {
  const index = posts.findIndex((post) => post.id === postId);
  const post = posts[index];
  const changed = post && change(post);
  if (!changed) return undefined;
  return posts.map((other, at) => (at === index ? changed : other));
}

function changeComment(
  posts: readonly Post[],
  postId: string,
  commentId: string,
  change: CommentChange,
): Post[] | undefined {
  return changePost(posts, postId, (post) => {
    const index = post.data.comments.findIndex((comment) => comment.id === commentId);
    const comment = post.data.comments[index];
    const changed = comment && change(comment);
    if (!changed) return undefined;
    const comments = post.data.comments.map((other, at) => (at === index ? changed : other));
    return { ...post, data: { ...post.data, comments } };
  });
}

/** Toggles the demo user's like of a post. */
export function likePost(posts: readonly Post[], postId: string): Post[] | undefined {
  return changePost(posts, postId, (post) => ({
    ...post,
    data: { ...post.data, likes: toggleLikes(post.data.likes) },
  }));
}

/** Toggles the demo user's like of a comment. */
export function likeComment(posts: readonly Post[], postId: string, commentId: string): Post[] | undefined {
  return changeComment(posts, postId, commentId, (comment) => ({
    ...comment,
    data: { ...comment.data, likes: toggleLikes(comment.data.likes) },
  }));
}

/** Toggles the demo user's like of a reply. */
export function likeReply(
  posts: readonly Post[],
  postId: string,
  commentId: string,
  replyId: string,
): Post[] | undefined {
  return changeComment(posts, postId, commentId, (comment) => {
    const index = comment.data.replies.findIndex((reply) => reply.id === replyId);
    const reply = comment.data.replies[index];
    if (!reply) return undefined;
    const liked: Reply = { ...reply, data: { ...reply.data, likes: toggleLikes(reply.data.likes) } };
    const replies = comment.data.replies.map((other, at) => (at === index ? liked : other));
    return { ...comment, data: { ...comment.data, replies } };
  });
}

/** What a new comment or reply is made of: its id, author (with the time) and text. */
export interface NewEntry {
  id: string;
  profile: Author;
  text: string;
}

const unliked = (): Likes => ({ like: false, value: 0 });

/** Adds a comment at the end of a post's comments. */
export function addComment(posts: readonly Post[], postId: string, entry: NewEntry): Post[] | undefined {
  const comment: PostComment = {
    id: entry.id,
    profile: entry.profile,
    data: { comment: entry.text, likes: unliked(), replies: [] },
  };
  return changePost(posts, postId, (post) => ({
    ...post,
    data: { ...post.data, comments: [...post.data.comments, comment] },
  }));
}

/** Adds a reply at the end of a comment's replies. */
export function addReply(
  posts: readonly Post[],
  postId: string,
  commentId: string,
  entry: NewEntry,
): Post[] | undefined {
  const reply: Reply = {
    id: entry.id,
    profile: entry.profile,
    data: { comment: entry.text, likes: unliked() },
  };
  return changeComment(posts, postId, commentId, (comment) => ({
    ...comment,
    data: { ...comment.data, replies: [...comment.data.replies, reply] },
  }));
}

/** Replaces a comment's text. */
export function editComment(
  posts: readonly Post[],
  postId: string,
  commentId: string,
  text: string,
): Post[] | undefined {
  return changeComment(posts, postId, commentId, (comment) => ({
    ...comment,
    data: { ...comment.data, comment: text },
  }));
}

/** Every id of a post's comments and replies, to make the next one unique. */
export function entryIds(posts: readonly Post[]): string[] {
  return posts.flatMap((post) =>
    post.data.comments.flatMap((comment) => [comment.id, ...comment.data.replies.map((reply) => reply.id)]),
  );
}

/** The rows whose `fields` hold `key` as a substring, ignoring case; an empty key keeps every row. */
export function filterBy<T>(rows: readonly T[], fields: readonly (keyof T)[], key: string): T[] {
  const needle = key.trim().toLocaleLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    fields.some((field) => String(row[field]).toLocaleLowerCase().includes(needle)),
  );
}

/** The fields each filter call searches (spec section 5; profile cards: name, role, status). */
export const filterFields = {
  followers: ['name', 'location'] as const satisfies readonly (keyof Follower)[],
  friends: ['name', 'location'] as const satisfies readonly (keyof Friend)[],
  friendRequests: ['name'] as const satisfies readonly (keyof FriendRequest)[],
  detailCards: [
    'name',
    'role',
    'about',
    'email',
    'contact',
    'location',
  ] as const satisfies readonly (keyof DetailCard)[],
  simpleCards: ['name', 'status'] as const satisfies readonly (keyof SimpleCard)[],
  profileCards: ['name', 'role', 'status'] as const satisfies readonly (keyof ProfileCard)[],
};
