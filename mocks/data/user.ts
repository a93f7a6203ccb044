/**
 * Fixtures of the user pages (docs/demo-api.md, "User pages"), the same on every run: the social
 * profile's owner, 4 posts with comments and nested replies, 20 followers, 20 friends, 20 friend
 * requests, 12 gallery items, 12 detail cards, 20 simple cards, 12 profile cards, the two user
 * lists and the profile list. People are English and Thai names; pictures are the contacts'
 * avatars (`mocks/public/apps/contact/`, `mocks/public/images/avatars/`) and the scenes, cover and
 * video of `mocks/public/apps/user/` (drawn for this project).
 */
import type {
  AccountDetails,
  AccountSettings,
  Author,
  DetailCard,
  Follower,
  Friend,
  FriendRequest,
  GalleryItem,
  Post,
  ProfileCard,
  ProfileListUser,
  SimpleCard,
  SocialOwner,
  UserS1,
  UserS2,
} from '@pp/features/wire';

const AVATARS = [
  ...Array.from({ length: 8 }, (_, index) => `/apps/contact/avatar-${index + 1}.svg`),
  ...Array.from({ length: 6 }, (_, index) => `/images/avatars/avatar-${index + 1}.svg`),
];
/** The n-th picture (some people have none: their initials show). */
const avatarAt = (index: number): string => (index % 7 === 6 ? '' : (AVATARS[index % AVATARS.length] ?? ''));
const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** A scene of `mocks/public/apps/user/` (1 to 12). */
export const scene = (n: number) => `/apps/user/gallery-${n}.svg`;

const NAMES = [
  'Somchai Rattanakul',
  'Emily Carter',
  'Pimchanok Srisuk',
  'Lucas Meyer',
  'Kanya Thongchai',
  'Arjun Patel',
  'Siriporn Wongsa',
  'Sofia Rossi',
  'Thanawat Chaiyo',
  'Hannah Kim',
  'Nattapong Boonmee',
  'Oliver Brown',
  'ปรียา ศรีสวัสดิ์',
  'Mateo Alvarez',
  'วิชัย ใจดี',
  'Chloe Martin',
  'Apinya Kaewmanee',
  'Noah Wilson',
  'Ratchanee Pongsak',
  'Yuki Tanaka',
] as const;

const PLACES = [
  'Bangkok, Thailand',
  'London, UK',
  'Chiang Mai, Thailand',
  'Berlin, Germany',
  'Phuket, Thailand',
  'Mumbai, India',
  'Khon Kaen, Thailand',
  'Milan, Italy',
  'Hat Yai, Thailand',
  'Seoul, South Korea',
] as const;

const ROLES = [
  'Product Designer',
  'Frontend Developer',
  'Marketing Lead',
  'Data Analyst',
  'Support Engineer',
  'Community Manager',
  'QA Engineer',
  'Project Manager',
] as const;

const person = (index: number) => ({ name: at(NAMES, index), avatar: avatarAt(index) });
const emailOf = (name: string, index: number) =>
  /^[A-Za-z ]+$/.test(name)
    ? `${name.toLowerCase().replace(/ /g, '.')}@example.com`
    : `member${index + 1}@example.com`;
const phoneOf = (index: number) => `+66 8${index % 10} 555 ${String(1000 + index * 37).slice(-4)}`;

/** The person whose social profile is shown; new comments and replies are theirs. */
export const owner: SocialOwner = {
  id: 'owner',
  avatar: '/apps/contact/avatar-2.svg',
  cover: '/apps/user/cover.svg',
  name: 'Anong Chaiyaporn',
  role: 'Community Manager',
  location: 'Bangkok, Thailand',
  followers: 20,
  friends: 20,
  posts: 4,
};

/** The owner as an author, at `time`. */
export const ownerAuthor = (time: string): Author => ({
  id: owner.id,
  avatar: owner.avatar,
  name: owner.name,
  time,
});

const author = (index: number, time: string): Author => ({
  id: `person-${index + 1}`,
  ...person(index),
  time,
});
const likes = (value: number, like = false) => ({ like, value });

export const seedPosts: Post[] = [
  {
    id: 'post-1',
    profile: ownerAuthor('2026-11-20T09:30:00.000Z'),
    data: {
      content:
        'Weekend trip to Krabi with the team. The water was perfect and we finally tried the famous mango sticky rice by the pier.',
      images: [{ img: scene(1), title: 'Beach at Krabi' }],
      video: '',
      poster: '',
      likes: likes(102, true),
      comments: [
        {
          id: 'comment-1',
          profile: author(1, '2026-11-20T10:05:00.000Z'),
          data: {
            comment: 'Looks amazing! Which beach was this?',
            likes: likes(5),
            replies: [
              {
                id: 'reply-1',
                profile: ownerAuthor('2026-11-20T10:12:00.000Z'),
                data: {
                  comment: 'Railay, on the west side. Go early in the morning!',
                  likes: likes(2, true),
                },
              },
              {
                id: 'reply-2',
                profile: author(2, '2026-11-20T10:40:00.000Z'),
                data: { comment: 'ไปมาแล้วเหมือนกันค่ะ สวยมาก', likes: likes(1) },
              },
            ],
          },
        },
        {
          id: 'comment-2',
          profile: author(3, '2026-11-20T11:00:00.000Z'),
          data: { comment: 'Adding it to my list for next year.', likes: likes(0), replies: [] },
        },
      ],
    },
  },
  {
    id: 'post-2',
    profile: ownerAuthor('2026-11-18T14:15:00.000Z'),
    data: {
      content:
        'Lantern festival in Chiang Mai and an evening at the temple. Two of my favourite nights this year.',
      images: [
        { img: scene(10), title: 'Lanterns over Chiang Mai' },
        { img: scene(3), title: 'Temple at dusk' },
      ],
      video: '',
      poster: '',
      likes: likes(48),
      comments: [
        {
          id: 'comment-3',
          profile: author(12, '2026-11-18T15:20:00.000Z'),
          data: { comment: 'สวยมากเลยค่ะ ปีหน้าต้องไปให้ได้', likes: likes(3, true), replies: [] },
        },
      ],
    },
  },
  {
    id: 'post-3',
    profile: ownerAuthor('2026-11-15T17:45:00.000Z'),
    data: {
      content: 'Sunset at Hua Hin, a few seconds of calm before the night market.',
      images: [],
      video: '/apps/user/sunset.webm',
      poster: scene(12),
      likes: likes(76),
      comments: [],
    },
  },
  {
    id: 'post-4',
    profile: ownerAuthor('2026-11-12T08:00:00.000Z'),
    data: {
      content:
        'Our community meetup is back next month. Bring your ideas for the new player events; the best one gets a table at the launch party.',
      images: [],
      video: '',
      poster: '',
      likes: likes(21),
      comments: [
        {
          id: 'comment-4',
          profile: author(5, '2026-11-12T09:10:00.000Z'),
          data: {
            comment: 'Count me in. Is there an online option?',
            likes: likes(4),
            replies: [
              {
                id: 'reply-3',
                profile: ownerAuthor('2026-11-12T09:30:00.000Z'),
                data: {
                  comment: 'Yes, we will stream it and take questions from the chat.',
                  likes: likes(1),
                },
              },
            ],
          },
        },
      ],
    },
  },
];

export const seedFollowers: Follower[] = Array.from({ length: 20 }, (_, index) => ({
  id: `follower-${index + 1}`,
  ...person(index),
  location: at(PLACES, index),
  follow: index % 3 !== 2,
}));

export const seedFriends: Friend[] = Array.from({ length: 20 }, (_, index) => ({
  id: `friend-${index + 1}`,
  ...person(index + 7),
  location: at(PLACES, index + 3),
}));

export const seedFriendRequests: FriendRequest[] = Array.from({ length: 20 }, (_, index) => ({
  id: `request-${index + 1}`,
  ...person(index + 13),
  mutual: (index * 7) % 23,
}));

const GALLERY_TITLES = [
  'Beach at Krabi',
  'Doi Inthanon morning',
  'Temple at dusk',
  'Night market',
  'Rice fields',
  'Floating market',
  'Chao Phraya river',
  'Phi Phi island',
  'Songkran splash',
  'Lanterns over Chiang Mai',
  'Street food stall',
  'Sunset at Hua Hin',
] as const;

export const seedGallery: GalleryItem[] = GALLERY_TITLES.map((title, index) => ({
  id: `gallery-${index + 1}`,
  image: scene(index + 1),
  title,
  dateTime: new Date(Date.UTC(2026, 10, 20 - index * 3, 9 + (index % 8), 15)).toISOString(),
}));

const ABOUT = [
  'Loves clean interfaces and strong coffee.',
  'Builds fast pages and teaches React on weekends.',
  'Plans campaigns and runs the community newsletter.',
  'Turns numbers into stories for the product team.',
  'Keeps players happy and the help centre tidy.',
  'Organises meetups across Thailand.',
] as const;

export const seedDetailCards: DetailCard[] = Array.from({ length: 12 }, (_, index) => {
  const { name, avatar } = person(index * 3);
  return {
    id: `detail-${index + 1}`,
    avatar,
    name,
    role: at(ROLES, index),
    about: at(ABOUT, index),
    email: emailOf(name, index),
    contact: phoneOf(index),
    location: at(PLACES, index),
  };
});

export const seedSimpleCards: SimpleCard[] = Array.from({ length: 20 }, (_, index) => ({
  id: `simple-${index + 1}`,
  ...person(index + 2),
  status: index % 4 === 3 ? 'Rejected' : 'Active',
}));

export const seedProfileCards: ProfileCard[] = Array.from({ length: 12 }, (_, index) => ({
  id: `profile-${index + 1}`,
  ...person(index + 5),
  profile: scene(index + 1),
  role: at(ROLES, index + 2),
  status: index % 3 === 1 ? 'Rejected' : 'Active',
}));

const LIST_STATUSES = ['Active', 'Pending', 'Rejected'] as const;

export const seedUsersS1: UserS1[] = Array.from({ length: 20 }, (_, index) => {
  const { name, avatar } = person(index);
  return {
    id: `s1-${index + 1}`,
    avatar,
    name,
    verify: index % 3 === 0 ? 0 : 1,
    email: emailOf(name, index),
    location: at(PLACES, index),
    friends: 100 + ((index * 137) % 900),
    followers: 1000 + ((index * 2713) % 9000),
    status: at(LIST_STATUSES, index),
  };
});

export const seedUsersS2: UserS2[] = Array.from({ length: 20 }, (_, index) => {
  const { name, avatar } = person(index + 4);
  return {
    id: `s2-${index + 1}`,
    image: avatar,
    name,
    designation: at(ROLES, index),
    badgeStatus: index % 4 === 2 ? 'inactive' : 'active',
    subContent: at(ABOUT, index),
    email: emailOf(name, index),
    phone: phoneOf(index),
    location: at(PLACES, index + 1),
    progressValue: (index * 23 + 15) % 101,
  };
});

export const seedProfileList: ProfileListUser[] = Array.from({ length: 12 }, (_, index) => {
  const { name, avatar } = person(index + 1);
  const value = (index * 31 + 20) % 101;
  return {
    id: `member-${index + 1}`,
    avatar,
    name,
    role: at(ROLES, index + 1),
    about: at(ABOUT, index + 1),
    email: emailOf(name, index),
    contact: phoneOf(index + 3),
    location: at(PLACES, index + 2),
    groups: [0, 1, 2].map((offset) => ({
      id: `group-${index + 1}-${offset + 1}`,
      ...person(index + offset + 9),
    })),
    Progress: { label: `${value}%`, variant: index % 2 === 0 ? 'determinate' : 'buffer', value },
  };
});

/** The account profile pages' details of the demo user (the social profile's owner). */
export const seedAccountDetails: AccountDetails = {
  name: owner.name,
  email: 'anong.chaiyaporn@example.com',
  phone: '+66 81 555 0101',
  location: owner.location,
  birthday: '1994-05-12',
  about: 'Runs the player community: meetups, events and the weekly newsletter.',
};

export const seedAccountSettings: AccountSettings = {
  notifyComments: true,
  notifyFollowers: true,
  newsletter: false,
  privateProfile: false,
};

/** The demo user's password until a story or the app changes it (docs/demo-api.md). */
export const DEMO_ACCOUNT_PASSWORD = 'Demo@1234';
