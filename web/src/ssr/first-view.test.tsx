import { describe, expect, it } from 'vitest';
import type { FirstView, FirstViewLooks } from '@sorte/contracts/system/first-view';
import common from '../i18n/locales/en/common.json';
import shell from '../i18n/locales/en/shell.json';
import { firstViewFixture, heroBanner } from '../testing/fixtures/first-view';
import { permissionFixture } from '../testing/fixtures/permission';
import { renderFirstView } from './first-view';

const hero = heroBanner;
const view = firstViewFixture;

/** The rendered first view as the browser parses it inside `#root`. */
async function rendered(
  url: string,
  patch: Partial<FirstView> = {},
  looks: FirstViewLooks = { theme: 'dark', sidebarMini: false },
) {
  const path = url.split('?')[0]!;
  const html = await renderFirstView({
    url,
    language: 'en',
    texts: { en: { common, shell } },
    view: view({ path, ...patch }),
    looks,
  });
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the first view rendered on the server', () => {
  it("is the app's first commit: the frame in the page's language, the first banner, the page loading", async () => {
    const root = await rendered('/');
    const shellNode = root.querySelector('[data-testid="app-shell"]');
    expect(shellNode?.getAttribute('data-location')).toBe('/');
    expect(root.querySelector('[data-testid="header-login"]')?.textContent).toBe(
      shell.header.login,
    );
    expect(root.querySelector('[data-testid="header-register"]')?.textContent).toBe(
      shell.header.register,
    );
    // The banner strip's placeholder already shows the first banner (the page's largest paint).
    const art = root.querySelector<HTMLImageElement>('[data-testid="banner-placeholder"] img');
    expect(art?.getAttribute('src')).toBe(hero.url);
    expect(art?.getAttribute('srcset')).toContain(`${hero.url}?w=`);
    expect(root.querySelector('[data-testid="banner-carousel"]')).toBeNull();
    // The side menu's column is its empty box; the page itself is still loading.
    expect(root.querySelector('[data-testid="side-menu-frame"]')).not.toBeNull();
    expect(root.querySelector('main [role="status"]')?.textContent).toBe(common.status.loading);
    // Nothing below the first view: no footer, no popup notices.
    expect(root.querySelector('footer')).toBeNull();
  });

  it("shows each page's own frame, and an empty banner box when the page's banners are not in the view", async () => {
    const register = await rendered('/register', { banners: undefined });
    expect(register.querySelector('[data-testid="app-shell"]')?.getAttribute('data-location')).toBe(
      '/register',
    );
    const box = register.querySelector('[data-testid="banner-placeholder"]');
    expect(box).not.toBeNull();
    expect(box?.querySelector('img')).toBeNull();
    // The register page has no side menu.
    expect(register.querySelector('[data-testid="side-menu-frame"]')).toBeNull();
    // Banners made for another language are not shown in this one.
    const other = await rendered('/', {
      banners: { group: 'w_home', language: 'pt-BR', list: [hero] },
    });
    expect(other.querySelector('[data-testid="banner-placeholder"] img')).toBeNull();
  });

  it("draws the visitor's theme and side menu width (their cookies), whatever the one before had", async () => {
    const light = await rendered('/', {}, { theme: 'light', sidebarMini: true });
    expect(light.querySelector('[data-testid="theme-switch"]')?.getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(light.querySelector('[data-testid="side-menu-frame"]')?.className).toContain('mini');
    const dark = await rendered('/');
    expect(dark.querySelector('[data-testid="theme-switch"]')?.getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(dark.querySelector('[data-testid="side-menu-frame"]')?.className).not.toContain('mini');
  });

  it('shows the maintenance page, not the frame, when the site is closed', async () => {
    const root = await rendered('/', {
      permission: {
        ...permissionFixture,
        maintenance: { ...permissionFixture.maintenance, enabled: true },
      },
    });
    expect(root.querySelector('[data-testid="app-shell"]')).toBeNull();
    expect(root.querySelector('[role="status"]')).not.toBeNull();
  });
});
