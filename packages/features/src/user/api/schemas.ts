/**
 * The user pages' bodies as yup schemas (docs/demo-api.md, "User pages"): the spec's post,
 * comment, reply, follower, friend, friend request, gallery item, the three cards, the two user
 * lists and the profile list. The types of types.ts come from here; the mock's fixtures are typed
 * from them and the mock reads its request bodies with the request schemas.
 */
import * as yup from 'yup';

import { isEmail, isIntlPhone } from '../../shared/forms/contactDetails';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/forms/schemas';
import { countSchema, datetimeSchema, oneOf } from '../../shared/wire/fields';
import { arrayOf, record } from '../../shared/wire/read';

const text = () => yup.string().defined();
const count = () => countSchema.required();

/** Longest comment or reply accepted. */
export const COMMENT_MAX = 500;
/** Longest filter key accepted. */
export const FILTER_KEY_MAX = 100;

export const CARD_STATUSES = ['Active', 'Rejected'] as const;
export const LIST_STATUSES = ['Active', 'Pending', 'Rejected'] as const;
export const BADGE_STATUSES = ['active', 'inactive'] as const;
export const PROGRESS_VARIANTS = ['determinate', 'buffer'] as const;
export const REQUEST_ANSWERS = ['confirm', 'delete'] as const;

/** Likes of a post, comment or reply: whether the demo user likes it, and how many do. */
export const likesSchema = record({ like: yup.boolean().required(), value: count() });

/** Who wrote a post, comment or reply, and when. */
export const authorSchema = record({
  id: text(),
  /** Public path of the picture; empty: initials. */
  avatar: text(),
  name: text(),
  time: datetimeSchema,
});

export const replySchema = record({
  id: text(),
  profile: authorSchema,
  data: record({ comment: text(), likes: likesSchema }),
});

export const commentSchema = record({
  id: text(),
  profile: authorSchema,
  data: record({ comment: text(), likes: likesSchema, replies: arrayOf(replySchema) }),
});

/** A picture of a post with its text alternative. */
export const postImageSchema = record({ img: text(), title: text() });

export const postSchema = record({
  id: text(),
  profile: authorSchema,
  data: record({
    content: text(),
    images: arrayOf(postImageSchema),
    /** Public path of a video (`.webm`); empty: none. */
    video: text(),
    /** Public path of the picture shown before the video plays; empty: none. */
    poster: text(),
    likes: likesSchema,
    comments: arrayOf(commentSchema),
  }),
});

/** The person whose social profile is shown. */
export const ownerSchema = record({
  id: text(),
  avatar: text(),
  /** Public path of the cover picture. */
  cover: text(),
  name: text(),
  role: text(),
  location: text(),
  followers: count(),
  friends: count(),
  posts: count(),
});

export const followerSchema = record({
  id: text(),
  avatar: text(),
  name: text(),
  location: text(),
  /** Whether the demo user follows them back. */
  follow: yup.boolean().required(),
});

export const friendSchema = record({ id: text(), avatar: text(), name: text(), location: text() });

export const friendRequestSchema = record({ id: text(), avatar: text(), name: text(), mutual: count() });

export const galleryItemSchema = record({
  id: text(),
  image: text(),
  title: text(),
  dateTime: datetimeSchema,
});

export const detailCardSchema = record({
  id: text(),
  avatar: text(),
  name: text(),
  role: text(),
  about: text(),
  email: text(),
  contact: text(),
  location: text(),
});

export const simpleCardSchema = record({
  id: text(),
  avatar: text(),
  name: text(),
  status: oneOf(CARD_STATUSES),
});

export const profileCardSchema = record({
  id: text(),
  avatar: text(),
  /** Public path of the card's cover picture. */
  profile: text(),
  name: text(),
  role: text(),
  status: oneOf(CARD_STATUSES),
});

export const userS1Schema = record({
  id: text(),
  avatar: text(),
  name: text(),
  verify: yup.number().oneOf([0, 1]).required(),
  email: text(),
  location: text(),
  friends: count(),
  followers: count(),
  status: oneOf(LIST_STATUSES),
});

export const userS2Schema = record({
  id: text(),
  image: text(),
  name: text(),
  designation: text(),
  badgeStatus: oneOf(BADGE_STATUSES),
  subContent: text(),
  email: text(),
  phone: text(),
  location: text(),
  /** Percent, 0 to 100. */
  progressValue: yup.number().min(0).max(100).required(),
});

export const profileListUserSchema = record({
  id: text(),
  avatar: text(),
  name: text(),
  role: text(),
  about: text(),
  email: text(),
  contact: text(),
  location: text(),
  groups: arrayOf(record({ id: text(), avatar: text(), name: text() })),
  Progress: record({
    label: text(),
    variant: oneOf(PROGRESS_VARIANTS),
    value: yup.number().min(0).max(100).required(),
  }),
});

/** The demo user's account details (the account profile pages). */
export const accountDetailsSchema = record({
  name: text(),
  email: text(),
  phone: text(),
  location: text(),
  /** A day, `YYYY-MM-DD`; empty: not given. */
  birthday: text(),
  about: text(),
});

/** The demo user's notification and privacy settings. */
export const accountSettingsSchema = record({
  notifyComments: yup.boolean().required(),
  notifyFollowers: yup.boolean().required(),
  newsletter: yup.boolean().required(),
  privateProfile: yup.boolean().required(),
});

/** Longest name, location or about text accepted. */
export const ACCOUNT_TEXT_MAX = 100;
export const ABOUT_MAX = 500;

const idText = () => yup.string().trim().required();
const optionalText = (max: number) => yup.string().trim().max(max).default('');
const commentText = () => yup.string().trim().required().max(COMMENT_MAX);

/** Request bodies of the writes and filters. */
export const userRequests = {
  filter: record({ key: yup.string().max(FILTER_KEY_MAX).defined() }),
  likePost: record({ postId: idText() }),
  likeComment: record({ postId: idText(), commentId: idText() }),
  /** `replayId` is the spec's spelling. */
  likeReply: record({ postId: idText(), commentId: idText(), replayId: idText() }),
  addComment: record({ postId: idText(), comment: commentText() }),
  addReply: record({ postId: idText(), commentId: idText(), reply: commentText() }),
  /** `key` is the post's id, `id` the comment's; `comment` its new text. */
  editComment: record({ key: idText(), id: idText(), comment: commentText() }),
  answerRequest: record({ id: idText(), answer: oneOf(REQUEST_ANSWERS) }),
  accountDetails: record({
    name: yup.string().trim().required().max(ACCOUNT_TEXT_MAX),
    email: yup
      .string()
      .trim()
      .required()
      .test('email', 'an email address', (value) => isEmail(value)),
    phone: yup
      .string()
      .trim()
      .default('')
      .test('phone', 'a phone number', (value) => value === '' || isIntlPhone(value)),
    location: optionalText(ACCOUNT_TEXT_MAX),
    birthday: yup
      .string()
      .default('')
      .test('day', 'a day YYYY-MM-DD', (value) => value === '' || /^\d{4}-\d\d-\d\d$/.test(value)),
    about: optionalText(ABOUT_MAX),
  }),
  /** `current` must be the password in use; `password` 6 to 50 characters, `confirm` equal to it. */
  accountPassword: record({
    current: yup.string().required(),
    password: yup.string().required().min(PASSWORD_MIN).max(PASSWORD_MAX),
    confirm: yup
      .string()
      .required()
      .test(
        'same',
        'the same as password',
        (value, context) => value === (context.parent as { password?: unknown }).password,
      ),
  }),
  accountSettings: accountSettingsSchema,
} as const;

/** Answer bodies. */
export const userResponses = {
  owner: record({ profile: ownerSchema }),
  posts: record({ posts: arrayOf(postSchema) }),
  followers: record({ followers: arrayOf(followerSchema) }),
  followersFilter: record({ results: arrayOf(followerSchema) }),
  friends: record({ friends: arrayOf(friendSchema) }),
  friendsFilter: record({ results: arrayOf(friendSchema) }),
  friendRequests: record({ requests: arrayOf(friendRequestSchema) }),
  friendRequestsFilter: record({ results: arrayOf(friendRequestSchema) }),
  gallery: record({ gallery: arrayOf(galleryItemSchema) }),
  detailCards: record({ users: arrayOf(detailCardSchema) }),
  detailCardsFilter: record({ results: arrayOf(detailCardSchema) }),
  simpleCards: record({ users: arrayOf(simpleCardSchema) }),
  simpleCardsFilter: record({ results: arrayOf(simpleCardSchema) }),
  profileCards: record({ users: arrayOf(profileCardSchema) }),
  profileCardsFilter: record({ results: arrayOf(profileCardSchema) }),
  usersS1: record({ users_s1: arrayOf(userS1Schema) }),
  usersS2: record({ users_s2: arrayOf(userS2Schema) }),
  profileList: record({ users: arrayOf(profileListUserSchema) }),
  accountProfile: record({ details: accountDetailsSchema, settings: accountSettingsSchema }),
  accountDetails: record({ details: accountDetailsSchema }),
  accountPassword: record({ changed: yup.boolean().required() }),
  accountSettings: record({ settings: accountSettingsSchema }),
} as const;
