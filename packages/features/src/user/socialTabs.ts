/** The tabs of `/user/social-profile/:tab` (decisions, route names), in the order they show. */
export const SOCIAL_TABS = ['posts', 'follower', 'friends', 'friend-request', 'gallery'] as const;

export type SocialTab = (typeof SOCIAL_TABS)[number];

/** The tab a path parameter names, or undefined. */
export const socialTabOf = (value: string | undefined): SocialTab | undefined =>
  SOCIAL_TABS.find((tab) => tab === value);
