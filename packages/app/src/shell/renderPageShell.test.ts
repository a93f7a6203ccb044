import { describe, expect, it } from 'vitest';

import { gatherStyles, pageShellRule, phoneMatchMedia, renderPageShell } from './renderPageShell';

describe('phoneMatchMedia', () => {
  it("answers MUI's width queries as a 375 px screen", () => {
    expect(phoneMatchMedia('@media (max-width:1199.95px)').matches).toBe(true);
    expect(phoneMatchMedia('@media (min-width:600px)').matches).toBe(false);
    expect(phoneMatchMedia('@media (min-width:0px)').matches).toBe(true);
    expect(phoneMatchMedia('@media (min-width:600px) and (max-width:899.95px)').matches).toBe(false);
    expect(phoneMatchMedia('(prefers-color-scheme: dark)').matches).toBe(false);
  });
});

describe('gatherStyles', () => {
  it("puts emotion's inline styles into one sheet at the start, in order, without its attribute", () => {
    const html =
      '<style data-emotion="mui-global a">body{margin:0}</style><div class="a">' +
      '<style data-emotion="mui b c">.b{color:red}.c{color:blue}</style><p class="b">x</p></div>';
    expect(gatherStyles(html)).toBe(
      '<style>body{margin:0}.b{color:red}.c{color:blue}</style><div class="a"><p class="b">x</p></div>',
    );
  });
});

describe('renderPageShell', () => {
  it("draws the promotions page's loading state in the main layout, with no player data", async () => {
    const html = await renderPageShell('/player/promotions');
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).not.toContain('data-emotion');
    // The page's title in the breadcrumbs, its static copy, and its cards loading.
    expect(html).toContain('โปรโมชั่น');
    expect(html).toContain('กรอกโค้ดเพื่อรับเครดิตเข้ายอดเงินทันที');
    expect(html).toContain('MuiSkeleton-root');
    // The header's balance loads: no amount (nor any name) is written into the HTML.
    expect(html).not.toMatch(/฿\s?\d/);
    // As on a phone: the menu is closed (a temporary drawer renders nothing until opened).
    expect(html).not.toContain('MuiDrawer-docked');
  });

  it('draws the lucky wheel with what it is for', async () => {
    const html = await renderPageShell('/player/wheel');
    expect(html).toContain('ใช้แต้มสะสมหมุนกงล้อ');
  });

  it('draws the public landing in Thai, in its own frame, its games and promotions loading', async () => {
    const html = await renderPageShell('/pages/landing');
    expect(html.match(/<style/g)).toHaveLength(1);
    // The hero (the page's largest text), the register and login buttons, how money goes in and out.
    expect(html).toMatch(/<h1[^>]*><span[^>]*>ทุกเกมที่คุณชอบ<\/span> <span[^>]*>ในบัญชีเดียว<\/span><\/h1>/);
    expect(html).toContain('href="/register"');
    expect(html).toContain('href="/login"');
    expect(html).toContain('MuiSkeleton-root');
    // Not the main layout: no player menu, no header balance.
    expect(html).not.toContain('MuiDrawer');
  });

  it('refuses a page outside the protected and public areas', async () => {
    await expect(renderPageShell('/login')).rejects.toThrow('not a protected or public page');
  });
});

describe('pageShellRule', () => {
  it("shows a player's page to a stored session on a narrow screen, the landing to anyone at its plain address", () => {
    expect(pageShellRule('/player/wheel')).toEqual({
      needs: ['serviceToken'],
      skip: ['berry-config'],
      maxWidth: 1199.95,
      plainAddress: false,
    });
    expect(pageShellRule('/pages/landing')).toEqual({
      needs: [],
      skip: ['berry-config'],
      plainAddress: true,
    });
  });
});
