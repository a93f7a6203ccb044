/**
 * Helpers of the user pages' stories (not shipped, no mock imports): the router entry of a social
 * profile tab, handlers that answer one call with story data or fail it, and long Thai data.
 */
import type { HttpHandler } from 'msw';

import { userPaths } from '../shared/api/endpoints';
import { endpointHandlers } from '../shared/storyKit';
import type { DetailCard, Post, SocialOwner, UserS1, UserS2 } from './types';

export { dismissSnackbars, settleFocus } from '../shared/storyKit';

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 5000 } as const;

/** `parameters.router` opening `/user/social-profile/<tab>` as the app mounts it. */
export const socialTab = (tab: string) => ({
  initialEntries: [`/user/social-profile/${tab}`],
  path: '/user/social-profile/:tab',
});

export const userEndpoints = endpointHandlers(userPaths);

/** A posts write (`likePost`, `addComment`...) answers 500 'Internal server error'. */
export const postsWriteFails = (call: 'likePost' | 'addComment'): HttpHandler =>
  userEndpoints.postFails(call, 500, { message: 'Internal server error' });

const longName = 'ณัฐธิดา ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์';

/** An owner with a long Thai name and role. */
export const longOwner: SocialOwner = {
  id: 'owner',
  avatar: '',
  cover: '/apps/user/cover.svg',
  name: longName,
  role: 'ผู้จัดการฝ่ายชุมชนผู้เล่นและกิจกรรมพิเศษประจำภูมิภาคเอเชียตะวันออกเฉียงใต้',
  location: 'กรุงเทพมหานคร อมรรัตนโกสินทร์ มหินทรายุธยา มหาดิลกภพ',
  followers: 1250000,
  friends: 4999,
  posts: 1,
};

const at = (time: string) => ({ id: 'owner', avatar: '', name: longName, time });

/** One post, its comment and reply in long Thai. */
export const longPosts: Post[] = [
  {
    id: 'long-1',
    profile: at('2026-11-20T09:30:00.000Z'),
    data: {
      content:
        'ขอบคุณทุกคนที่มาร่วมกิจกรรมสงกรานต์ของชุมชนเมื่อวานนี้ บรรยากาศสนุกสนานมากและได้รู้จักเพื่อนใหม่หลายคน ปีหน้าเราจะจัดให้ยิ่งใหญ่กว่าเดิมอย่างแน่นอน',
      images: [{ img: '/apps/user/gallery-9.svg', title: 'สาดน้ำสงกรานต์' }],
      video: '',
      poster: '',
      likes: { like: false, value: 128430 },
      comments: [
        {
          id: 'long-c1',
          profile: {
            id: 'p1',
            avatar: '',
            name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรือง',
            time: '2026-11-20T10:00:00.000Z',
          },
          data: {
            comment: 'สนุกมากครับ ขอบคุณผู้จัดงานทุกท่านที่ตั้งใจเตรียมงานมาอย่างดีเยี่ยมตั้งแต่ต้นจนจบ',
            likes: { like: true, value: 12 },
            replies: [
              {
                id: 'long-r1',
                profile: at('2026-11-20T10:30:00.000Z'),
                data: {
                  comment: 'ขอบคุณที่มาร่วมสนุกด้วยกันนะคะ แล้วพบกันใหม่ปีหน้าค่ะ',
                  likes: { like: false, value: 3 },
                },
              },
            ],
          },
        },
      ],
    },
  },
];

/** A detail card in long Thai (name, role, about, place). */
export const longDetailCard: DetailCard = {
  id: 'long-detail',
  avatar: '',
  name: longName,
  role: longOwner.role,
  about: 'ดูแลกิจกรรมของชุมชนผู้เล่นทั่วประเทศ ประสานงานกับทีมพัฒนาเกมและฝ่ายบริการลูกค้าเพื่อให้ทุกคนได้รับประสบการณ์ที่ดีที่สุดตลอดทั้งปี',
  email: 'nattida.prasertwongtrakul.charoenrungruang@example.com',
  contact: '+66 81 234 5678',
  location: longOwner.location,
};

/** A user of list 1 in long Thai. */
export const longUserS1: UserS1 = {
  id: 'long-s1',
  avatar: '',
  name: longName,
  verify: 1,
  email: longDetailCard.email,
  location: longOwner.location,
  friends: 4999,
  followers: 1250000,
  status: 'Pending',
};

/** A member of list 2 in long Thai. */
export const longUserS2: UserS2 = {
  id: 'long-s2',
  image: '',
  name: longName,
  designation: longOwner.role,
  badgeStatus: 'active',
  subContent: longDetailCard.about,
  email: longDetailCard.email,
  phone: '+66 81 234 5678',
  location: longOwner.location,
  progressValue: 72,
};
