/** The user pages' data, from their wire schemas (api/schemas.ts). */
import type { InferType } from 'yup';

import type {
  accountDetailsSchema,
  accountSettingsSchema,
  authorSchema,
  commentSchema,
  detailCardSchema,
  followerSchema,
  friendRequestSchema,
  friendSchema,
  galleryItemSchema,
  likesSchema,
  ownerSchema,
  postSchema,
  profileCardSchema,
  profileListUserSchema,
  replySchema,
  simpleCardSchema,
  userRequests,
  userS1Schema,
  userS2Schema,
} from './api/schemas';

export type Likes = InferType<typeof likesSchema>;
export type Author = InferType<typeof authorSchema>;
export type Reply = InferType<typeof replySchema>;
export type PostComment = InferType<typeof commentSchema>;
export type Post = InferType<typeof postSchema>;
export type SocialOwner = InferType<typeof ownerSchema>;
export type Follower = InferType<typeof followerSchema>;
export type Friend = InferType<typeof friendSchema>;
export type FriendRequest = InferType<typeof friendRequestSchema>;
export type GalleryItem = InferType<typeof galleryItemSchema>;
export type DetailCard = InferType<typeof detailCardSchema>;
export type SimpleCard = InferType<typeof simpleCardSchema>;
export type ProfileCard = InferType<typeof profileCardSchema>;
export type UserS1 = InferType<typeof userS1Schema>;
export type UserS2 = InferType<typeof userS2Schema>;
export type ProfileListUser = InferType<typeof profileListUserSchema>;

export type LikePostInput = InferType<typeof userRequests.likePost>;
export type LikeCommentInput = InferType<typeof userRequests.likeComment>;
export type LikeReplyInput = InferType<typeof userRequests.likeReply>;
export type AddCommentInput = InferType<typeof userRequests.addComment>;
export type AddReplyInput = InferType<typeof userRequests.addReply>;
export type EditCommentInput = InferType<typeof userRequests.editComment>;
export type AnswerRequestInput = InferType<typeof userRequests.answerRequest>;

export type AccountDetails = InferType<typeof accountDetailsSchema>;
export type AccountSettings = InferType<typeof accountSettingsSchema>;
export type AccountDetailsInput = InferType<typeof userRequests.accountDetails>;
export type AccountPasswordInput = InferType<typeof userRequests.accountPassword>;
