import { brokenWords, noSidewaysScroll, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { setUserPagesClock, userScenarios } from '@pp/mocks';
import { userHandlers } from '@pp/mocks/handlers/user';

import { SocialProfileScreen } from './SocialProfileScreen';
import {
  dismissSnackbars,
  LONG,
  longOwner,
  longPosts,
  postsWriteFails,
  settleFocus,
  socialTab,
  userEndpoints,
} from './storyKit';

const meta = {
  title: 'User/Social Profile',
  component: SocialProfileScreen,
  decorators: [withNotification],
  parameters: { router: socialTab('posts') },
  // New comments and replies carry this time: stable screenshots.
  beforeEach: () => setUserPagesClock(() => new Date('2026-11-21T03:00:00.000Z')),
} satisfies Meta<typeof SocialProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const posts = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('article', { name: /^Post by Anong Chaiyaporn/ }, LONG);

export const Posts: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Anong Chaiyaporn', level: 1 }, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('20 followers')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    const post = within((await posts(canvasElement))[0] as HTMLElement);
    await expect(post.getByRole('img', { name: 'Beach at Krabi' })).toBeVisible();
    await step('unlike, then like the post again', async () => {
      const like = post.getByRole('button', { name: 'Like the post of Anong Chaiyaporn' });
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toHaveAccessibleDescription('102 likes');
      await userEvent.click(like);
      await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'), LONG);
      await expect(like).toHaveAccessibleDescription('101 likes');
      await userEvent.click(like);
      await waitFor(() => expect(like).toHaveAccessibleDescription('102 likes'), LONG);
      await expect(like).toHaveAttribute('aria-pressed', 'true');
    });
    await step('like a comment and a reply', async () => {
      const comment = post.getByRole('button', { name: 'Like the comment of Emily Carter' });
      await userEvent.click(comment);
      await waitFor(() => expect(comment).toHaveAccessibleDescription('6 likes'), LONG);
      const replies = within(post.getByRole('list', { name: 'Replies to Emily Carter' }));
      const reply = replies.getByRole('button', { name: 'Like the reply of Pimchanok Srisuk' });
      await userEvent.click(reply);
      await waitFor(() => expect(reply).toHaveAttribute('aria-pressed', 'true'), LONG);
      await expect(reply).toHaveAccessibleDescription('2 likes');
    });
    await settleFocus();
  },
};

export const CommentAndReply: Story = {
  play: async ({ canvasElement, step }) => {
    const post = within((await posts(canvasElement))[2] as HTMLElement);
    await expect(post.getByLabelText(/^Video: Sunset at Hua Hin/)).toBeInTheDocument();
    await step('an empty comment is refused at the field', async () => {
      await userEvent.click(post.getByRole('button', { name: 'Send' }));
      await expect(await post.findByText('Write something first', {}, LONG)).toBeVisible();
      await expect(post.getByRole('textbox', { name: 'Write a comment' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
    await step('a comment is added', async () => {
      await userEvent.type(post.getByRole('textbox', { name: 'Write a comment' }), 'ไปมาแล้ว สวยมากค่ะ');
      await userEvent.click(post.getByRole('button', { name: 'Send' }));
      await expect(await post.findByText('ไปมาแล้ว สวยมากค่ะ', {}, LONG)).toBeVisible();
      await expect(await post.findByText('1 comment', {}, LONG)).toBeVisible();
      await expect(post.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
    });
    await step('a reply to it is added', async () => {
      await userEvent.click(post.getByRole('button', { name: 'Reply to Anong Chaiyaporn' }));
      const field = await post.findByRole('textbox', { name: 'Write a reply' }, LONG);
      await expect(field).toHaveFocus();
      await userEvent.type(field, 'Thank you!');
      await userEvent.click(post.getByRole('button', { name: 'Send reply' }));
      const replies = within(await post.findByRole('list', { name: 'Replies to Anong Chaiyaporn' }, LONG));
      await expect(replies.getByText('Thank you!')).toBeVisible();
      await waitFor(() => expect(post.queryByRole('textbox', { name: 'Write a reply' })).toBeNull(), LONG);
    });
    await step('the own comment is edited', async () => {
      await userEvent.click(post.getByRole('button', { name: 'Edit your comment' }));
      const field = await post.findByRole('textbox', { name: 'Edit your comment' }, LONG);
      await expect(field).toHaveValue('ไปมาแล้ว สวยมากค่ะ');
      await userEvent.clear(field);
      await userEvent.type(field, 'Beautiful evening');
      await userEvent.click(post.getByRole('button', { name: 'Save' }));
      await expect(await post.findByText('Beautiful evening', {}, LONG)).toBeVisible();
      await waitFor(() => expect(page.getByText('Comment updated')).toBeVisible(), LONG);
    });
    await dismissSnackbars();
  },
};

export const LikeFails: Story = {
  parameters: {
    msw: {
      handlers: { user: [postsWriteFails('likePost'), postsWriteFails('addComment'), ...userHandlers] },
    },
  },
  play: async ({ canvasElement }) => {
    const post = within((await posts(canvasElement))[0] as HTMLElement);
    const like = post.getByRole('button', { name: /^Like the post of/ });
    await userEvent.click(like);
    await waitFor(
      () => expect(page.getByText('The like was not saved. Please try again.')).toBeVisible(),
      LONG,
    );
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(post.getByRole('textbox', { name: 'Write a comment' }), 'Hello');
    await userEvent.click(post.getByRole('button', { name: 'Send' }));
    await expect(
      await post.findByText('Not sent. Something went wrong on our side. Please try again.', {}, LONG),
    ).toBeVisible();
    await expect(post.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Hello');
    await dismissSnackbars();
  },
};

export const Followers: Story = {
  parameters: { router: socialTab('follower') },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'true');
    const search = canvas.getByRole('textbox', { name: 'Search followers' });
    await step('filter by place, any case', async () => {
      await userEvent.type(search, 'CHIANG');
      await expect(await canvas.findByText('2 people', {}, LONG)).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Pimchanok Srisuk' })).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: 'Somchai Rattanakul' })).toBeNull();
    });
    await step('no match', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'atlantis');
      await expect(await canvas.findByText('Nobody matches “atlantis”', {}, LONG)).toBeVisible();
    });
    await step('clear shows everyone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    });
    await settleFocus();
  },
};

export const FriendRequests: Story = {
  parameters: { router: socialTab('friend-request') },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    await step('confirm makes a friend', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm วิชัย ใจดี' }));
      await expect(await canvas.findByText('19 people', {}, LONG)).toBeVisible();
      await waitFor(() => expect(page.getByText('วิชัย ใจดี is now a friend')).toBeVisible(), LONG);
      await expect(await canvas.findByText('21 friends', {}, LONG)).toBeVisible();
    });
    await step('delete removes the request', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete the request of Chloe Martin' }));
      await expect(await canvas.findByText('18 people', {}, LONG)).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: 'Chloe Martin' })).toBeNull();
    });
    await step('the new friend is on the friends tab', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Friends' }));
      await expect(await canvas.findByText('21 people', {}, LONG)).toBeVisible();
      await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('วิชัย ใจดี');
    });
    await dismissSnackbars();
  },
};

export const Gallery: Story = {
  parameters: { router: socialTab('gallery'), screenshot: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Temple at dusk' }, LONG));
    const dialog = await page.findByRole('dialog', { name: 'Temple at dusk' }, LONG);
    await waitFor(() => expect(dialog).toBeVisible(), LONG);
    await expect(within(dialog).getByText(/Photo 3 of 12/)).toBeVisible();
    await step('arrow keys move', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(await page.findByRole('dialog', { name: 'Night market' }, LONG)).toBeVisible();
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(await page.findByRole('dialog', { name: 'Doi Inthanon morning' }, LONG)).toBeVisible();
    });
    await step('the buttons wrap around', async () => {
      await userEvent.click(within(page.getByRole('dialog')).getByRole('button', { name: 'Previous photo' }));
      await userEvent.click(within(page.getByRole('dialog')).getByRole('button', { name: 'Previous photo' }));
      await expect(await page.findByRole('dialog', { name: 'Sunset at Hua Hin' }, LONG)).toBeVisible();
    });
    await step('Escape closes', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Open Rice fields' }));
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Rice fields' })).toBeVisible(), LONG);
    await settleFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { user: userScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = await canvas.findByText('Loading posts…', {}, LONG);
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { user: userScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No posts yet', {}, LONG)).toBeVisible();
    // The header's counts come with the profile, a call of its own: they may arrive after the posts.
    await expect(await canvas.findByText('0 followers', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Friend requests' }));
    await expect(await canvas.findByText('No friend requests', {}, LONG)).toBeVisible();
    await settleFocus();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { user: userScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = await canvas.findByText('We could not load the profile', {}, LONG);
    await expect(profile).toBeVisible();
    const alert = await canvas.findByText('We could not load the posts', {}, LONG);
    await expect(alert).toBeVisible();
    await expect(canvas.getAllByText(/Internal server error/)).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[1] as HTMLElement);
    await expect(await canvas.findByText('We could not load the posts', {}, LONG)).toBeVisible();
    await settleFocus();
  },
};

export const LongThaiText: Story = {
  parameters: {
    msw: {
      handlers: {
        user: [
          userEndpoints.getReturns('owner', { profile: longOwner }),
          userEndpoints.getReturns('posts', { posts: longPosts }),
          ...userHandlers,
        ],
      },
    },
  },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('heading', { level: 1, name: /ณัฐธิดา/ }, LONG);
    await expect(await brokenWords(name)).toEqual([]);
    await expect(await canvas.findByText('1,250,000 ผู้ติดตาม', {}, LONG)).toBeVisible();
    const post = (await canvas.findAllByRole('article', {}, LONG))[0] as HTMLElement;
    await noSidewaysScroll(post, { slack: 1 });
    const reply = within(post).getByText(/ขอบคุณที่มาร่วมสนุก/);
    await expect(await brokenWords(reply)).toEqual([]);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect((await posts(canvasElement)).length).toBe(4);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  parameters: { router: socialTab('friends') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('20 people', {}, LONG)).toBeVisible();
    const posts = canvas.getByRole('tab', { name: 'Posts' }).getBoundingClientRect();
    const gallery = canvas.getByRole('tab', { name: 'Gallery' }).getBoundingClientRect();
    await expect(posts.left).toBeGreaterThan(gallery.left);
  },
};

/** On a phone: the header wraps, the tabs scroll, the posts take the width; nothing runs off the side. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const [first] = await posts(canvasElement);
    const region = within(canvasElement).getByRole('tabpanel');
    await noSidewaysScroll(region);
    await expect(first?.getBoundingClientRect().width).toBeGreaterThan(region.clientWidth * 0.9);
  },
};
