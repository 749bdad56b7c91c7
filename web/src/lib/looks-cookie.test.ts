import { afterEach, describe, expect, it } from 'vitest';
import { firstViewLooks } from '@sorte/contracts/system/first-view';
import { ui } from '../hooks/use-ui-store';
import { applyTheme } from './theme';

/** The cookies as the server reads them (name to value). */
const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair) => pair.length === 2),
  ) as Record<string, string>;

afterEach(() => {
  for (const name of ['theme', 'menu']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe("the frame's looks kept for the server's first view", () => {
  it('follow the theme applied and the side menu width chosen', () => {
    expect(firstViewLooks(cookies())).toEqual({ theme: 'dark', sidebarMini: false });
    applyTheme('light');
    ui.setSidebarMini(true);
    expect(cookies()).toMatchObject({ theme: 'light', menu: 'mini' });
    expect(firstViewLooks(cookies())).toEqual({ theme: 'light', sidebarMini: true });
    applyTheme('dark');
    ui.setSidebarMini(false);
    expect(firstViewLooks(cookies())).toEqual({ theme: 'dark', sidebarMini: false });
    expect(cookies()).toMatchObject({ theme: 'dark', menu: 'full' });
  });

  it('read anything else as the defaults', () => {
    expect(firstViewLooks({ theme: 'LIGHT', menu: 'tiny' })).toEqual({
      theme: 'dark',
      sidebarMini: false,
    });
    expect(firstViewLooks(undefined)).toEqual({ theme: 'dark', sidebarMini: false });
  });
});
