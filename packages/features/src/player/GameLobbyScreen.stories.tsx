import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { brokenWords, reachesTouchSquare, storyFontsLoaded } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { GameLobbyScreen } from './GameLobbyScreen';
import type { OpenGameWindow } from './gameWindow';
import { getReturns, playerSession, withPhonePage } from './storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];

/** A stand-in for window.open that records what the lobby does with the tab. */
const tabs = {
  opened: 0,
  closed: 0,
  urls: [] as string[],
  blocked: false,
  reset() {
    this.opened = 0;
    this.closed = 0;
    this.urls = [];
    this.blocked = false;
  },
};
const recordingOpener: OpenGameWindow = () => {
  tabs.opened += 1;
  if (tabs.blocked) return null;
  return { navigate: (url) => void tabs.urls.push(url), close: () => void (tabs.closed += 1) };
};

const meta = {
  title: 'Player/GameLobby',
  component: GameLobbyScreen,
  args: { openWindow: recordingOpener },
  loaders: session.loaders,
  decorators: session.decorators,
  beforeEach: () => tabs.reset(),
  parameters: { router: { initialEntries: ['/dashboard/play'] } },
} satisfies Meta<typeof GameLobbyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function games(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'เล่นเกม' }, { timeout: 5000 });
  // Names and chips are measured: in their own fonts, as the screenshot shows them.
  await storyFontsLoaded();
  return { canvas, list: within(list) };
}

/** The art of every tile, once loaded (decorative: the images have no name). */
async function loadedArt(list: HTMLElement) {
  const images = [...list.querySelectorAll('img')];
  await waitFor(() => expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true), {
    timeout: 5000,
  });
  return images;
}

/** The tops of the chips: one value when they sit on one row. */
const chipRows = (chips: readonly HTMLElement[]) =>
  new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top))).size;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, list } = await games(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(14);
    await expect(canvas.getByText('14 เกม')).toBeVisible();
    await expect(list.getByRole('heading', { name: 'ช้างทองมหาเฮง' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'เล่นเลย ช้างทองมหาเฮง' })).toBeEnabled();
    const group = canvas.getByRole('group', { name: 'หมวดหมู่เกม' });
    const chips = within(group);
    await expect(chips.getByRole('button', { name: 'ทั้งหมด' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getAllByRole('button')).toHaveLength(5);
    await step('every game has its own art', async () => {
      const images = await loadedArt(canvas.getByRole('list', { name: 'เล่นเกม' }));
      await expect(images).toHaveLength(14);
      await expect(new Set(images.map((image) => image.getAttribute('src'))).size).toBe(14);
      await expect(images[0]).toHaveAttribute('alt', '');
    });
    await step('the chips sit on one row, clear of the search box', async () => {
      await expect(chipRows(chips.getAllByRole('button'))).toBe(1);
      const search = canvas.getByRole('searchbox', { name: 'ค้นหาเกม' }).closest('.MuiFormControl-root');
      const box = search?.getBoundingClientRect() ?? new DOMRect();
      const chip = chips.getByRole('button', { name: 'ทั้งหมด' }).getBoundingClientRect();
      // Beside the search box on a wide screen (after it, whichever the direction), or under it.
      const gap = Math.max(chip.left - box.right, box.left - chip.right, chip.top - box.bottom);
      await expect(gap).toBeGreaterThanOrEqual(8);
    });
  },
};

export const FilterByCategory: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list } = await games(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'คาสิโน' }));
    await expect(canvas.getByRole('button', { name: 'คาสิโน' })).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByText('บาคาร่าสยาม')).toBeVisible();
    await expect(canvas.getByText('4 เกม')).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list } = await games(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ค้นหาเกม' }), 'lanna');
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'ยิงปลา' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await expect(list.getByText('ยิงปลาอันดามัน')).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await games(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ค้นหาเกม' }), 'ไม่มีเกมนี้แน่นอน');
    await expect(await canvas.findByText('ไม่พบเกมที่ค้นหา')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ล้างการค้นหา' }));
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(14);
    await expect(canvas.getByRole('searchbox', { name: 'ค้นหาเกม' })).toHaveValue('');
  },
};

/** Playing opens a tab at once and sends it to the player login link of that game. */
export const OpenGame: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list } = await games(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'เล่นเลย ขุมทรัพย์พญานาค' }));
    await expect(await canvas.findByText('เปิด ขุมทรัพย์พญานาค ในแท็บใหม่แล้ว')).toBeVisible();
    await expect(tabs.opened).toBe(1);
    await expect(tabs.urls).toHaveLength(1);
    await expect(tabs.urls[0]).toMatch(
      new RegExp(
        `^${window.location.origin}/demo-game\\.html\\?game=slot-naga-treasure&session=[0-9a-f]{8}$`,
      ),
    );
    await expect(tabs.closed).toBe(0);
  },
};

export const PopupBlocked: Story = {
  beforeEach: () => {
    tabs.blocked = true;
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await games(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'เล่นเลย Lucky Lotus' }));
    await expect(await canvas.findByText('เบราว์เซอร์บล็อกการเปิดแท็บใหม่ กดลิงก์ด้านล่างเพื่อเข้าเกม')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'เปิด Lucky Lotus' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/game=slot-lucky-lotus&session=/));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const OpenError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('playerLoginLink', 'error') } } },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await games(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'เล่นเลย ไฮโลไทย' }));
    await expect(await canvas.findByText('เปิดเกม ไฮโลไทย ไม่สำเร็จ')).toBeVisible();
    await expect(canvas.getByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(tabs.closed).toBe(1);
    await expect(list.getByRole('button', { name: 'เล่นเลย ไฮโลไทย' })).toBeEnabled();
  },
};

/** A login link that is not a web address (`javascript:` would run on the app's origin): nothing opens. */
export const UnsafeLinkRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [getReturns('playerLoginLink', { url: 'javascript:alert(document.cookie)' }), ...happy],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await games(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'เล่นเลย ไฮโลไทย' }));
    await expect(await canvas.findByText('เปิดเกม ไฮโลไทย ไม่สำเร็จ')).toBeVisible();
    await expect(canvas.getByText(/ลิงก์เข้าเกมไม่ใช่ที่อยู่เว็บที่ปลอดภัย/)).toBeVisible();
    await expect(tabs.urls).toHaveLength(0);
    await expect(tabs.closed).toBe(1);
    await expect(list.getByRole('button', { name: 'เล่นเลย ไฮโลไทย' })).toBeEnabled();
  },
};

export const OpenNetworkError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('playerLoginLink', 'networkError') } } },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await games(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'เล่นเลย เสือมังกร' }));
    await expect(await canvas.findByText('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(tabs.closed).toBe(1);
  },
};

/** While the link loads, the tile says so and a second click opens nothing more. */
export const Opening: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('playerLoginLink', 'loading') } } },
  play: async ({ canvasElement }) => {
    const { list } = await games(canvasElement);
    const button = list.getByRole('button', { name: 'เล่นเลย มวยไทยสด' });
    await userEvent.click(button);
    await expect(await list.findByRole('button', { name: 'กำลังเปิดเกม...' })).toBeDisabled();
    await userEvent.click(list.getByRole('button', { name: 'เล่นเลย Roulette Bangkok' }));
    await expect(tabs.opened).toBe(1);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีเกมให้เล่นในขณะนี้')).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toBeVisible();
  },
};

const longGames = [
  {
    id: 'slot-long-1',
    name: 'มหาสมบัติแห่งอาณาจักรสุวรรณภูมิและตำนานพญานาคราชเจ็ดเศียร',
    provider: 'Chao Phraya Games International Studio',
    category: 'slot',
    color: '#6a1b9a',
    url: '/demo-game.html?game=slot-long-1',
  },
  {
    id: 'casino-long-2',
    name: 'บาคาร่าสดจากคาสิโนริมฝั่งแม่น้ำเจ้าพระยาห้องวีไอพี',
    provider: 'Royal Siam Live',
    category: 'casino',
    color: '#b71c1c',
    url: '/demo-game.html?game=casino-long-2',
  },
];

/** The tops of the "เล่นเลย" buttons and the heights of the names, tile by tile. */
function tileMetrics(list: ReturnType<typeof within>) {
  return {
    buttons: list
      .getAllByRole('button')
      .map((button: HTMLElement) => Math.round(button.getBoundingClientRect().top)),
    titles: list
      .getAllByRole('heading')
      .map((title: HTMLElement) => Math.round(title.getBoundingClientRect().height)),
  };
}

export const LongThaiNames: Story = {
  parameters: { msw: { handlers: { player: [getReturns('gameList', longGames), ...happy] } } },
  play: async ({ canvasElement }) => {
    const { list } = await games(canvasElement);
    const long = list.getByRole('heading', { name: /มหาสมบัติแห่งอาณาจักรสุวรรณภูมิ/ });
    await expect(long).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    // Two lines whatever the length (the rest in an ellipsis), broken between Thai words.
    const { buttons, titles } = tileMetrics(list);
    await expect(new Set(titles).size).toBe(1);
    await expect(new Set(buttons).size).toBe(1);
    await expect(long).toHaveAttribute('title', longGames[0]?.name);
    await expect(await brokenWords(long)).toEqual([]);
    // No art: the colour and the category's own icon.
    await expect(list.queryAllByRole('img')).toHaveLength(0);
    await expect(
      canvasElement.querySelectorAll('ul svg.tabler-icon-cherry, ul svg.tabler-icon-play-card'),
    ).toHaveLength(2);
  },
};

/** Art that is not a web address is not requested; art that does not load gives way to the icon. */
export const ArtMissingOrRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('gameList', [
            { ...longGames[0], name: 'ภาพหาย', imageUrl: '/images/games/no-such-game.svg' },
            { ...longGames[1], name: 'ลิงก์ไม่ปลอดภัย', imageUrl: 'javascript:alert(1)' },
          ]),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { list } = await games(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('ul img')).toHaveLength(0), { timeout: 5000 });
    await expect(
      canvasElement.querySelectorAll('ul svg.tabler-icon-cherry, ul svg.tabler-icon-play-card'),
    ).toHaveLength(2);
    await expect(list.getByRole('button', { name: 'เล่นเลย ภาพหาย' })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async (context) => {
    await Default.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async (context) => {
    await Default.play?.(context);
  },
};

export const Mobile: Story = {
  // As wide as the app leaves the screen on a 375 px phone.
  decorators: [withPhonePage],
  play: async ({ canvasElement, step }) => {
    const { canvas, list } = await games(canvasElement);
    const items = list.getAllByRole('listitem');
    const [first, second, third] = items;
    await step('two tiles a row, wide enough for their art and names', async () => {
      await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
      await expect(third?.getBoundingClientRect().top).toBeGreaterThan(
        first?.getBoundingClientRect().top ?? 0,
      );
      // 129.5 px when the card kept its desktop padding and gaps.
      await expect(first?.getBoundingClientRect().width).toBeGreaterThanOrEqual(143);
    });
    await step("names two lines high, so each row's buttons line up", async () => {
      const { buttons, titles } = tileMetrics(list);
      await expect(new Set(titles).size).toBe(1);
      for (let row = 0; row < buttons.length; row += 2) {
        await expect(buttons[row]).toBe(buttons[row + 1] ?? buttons[row]);
      }
      await expect(await brokenWords(canvas.getByRole('list', { name: 'เล่นเกม' }))).toEqual([]);
    });
    await step('the chips: one row that scrolls sideways, each a 44 px tap', async () => {
      const group = canvas.getByRole('group', { name: 'หมวดหมู่เกม' });
      const chips = within(group).getAllByRole('button');
      await expect(chipRows(chips)).toBe(1);
      await expect(group.scrollHeight).toBeLessThanOrEqual(group.clientHeight);
      for (const chip of chips) await expect(reachesTouchSquare(chip)).toBe(true);
    });
  },
};
