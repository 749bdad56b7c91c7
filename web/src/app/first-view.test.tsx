import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_VIEW_ELEMENT_ID,
  jsonForScript,
  type FirstView,
} from '@sorte/contracts/system/first-view';
import type { RouteObject } from 'react-router';
import { pageBannerGroup } from '@sorte/contracts/system/first-view';
import { App } from './app';
import { layoutOf } from './layout-handle';
import { createRouter, routes } from './router';
import { firstViewFixture, heroBanner } from '../testing/fixtures/first-view';
import { permissionFixture } from '../testing/fixtures/permission';
import { callsTo, mockApi } from '../testing/api';
import { initTestI18n } from '../testing/i18n';
import { readFirstView, seedFirstView } from '../lib/first-view';
import { createQueryClient } from '../lib/query-client';
import { promotionsQueryOptions } from '../features/promotions/api/promotions';
import { local, STORAGE_KEYS } from '../lib/storage';

const hero = heroBanner;
const view = firstViewFixture;

/** Writes the view into the document the way the server writes it into index.html. */
function inject(value: FirstView) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_VIEW_ELEMENT_ID;
  script.textContent = jsonForScript(JSON.stringify(value));
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
});

describe('first view', () => {
  it('reads the escaped data back as it was, and nothing from a missing or broken script', () => {
    expect(readFirstView()).toBeUndefined();
    inject(view());
    expect(readFirstView()).toEqual(view({ generatedAt: readFirstView()!.generatedAt }));
    expect(readFirstView()?.banners?.list[0]?.title).toBe(hero.title);
    document.getElementById(FIRST_VIEW_ELEMENT_ID)!.textContent = '{"permission":';
    expect(readFirstView()).toBeUndefined();
  });

  it('renders the first view from the injected data without asking the server', async () => {
    // A player who picked English (the app starts in the stored language).
    local.set(STORAGE_KEYS.language, 'en');
    initTestI18n('en');
    const api = mockApi();
    const plain = { ...hero, title: 'Spin week bonus' };
    inject(view({ banners: { group: 'w_home', language: 'en', list: [plain] } }));
    const queryClient = createQueryClient();
    seedFirstView(queryClient, readFirstView(), { path: '/', language: 'en' });
    render(<App queryClient={queryClient} router={createRouter()} />);
    // The banner strip is its own chunk: the first import of it in a test may take a while.
    expect(
      await screen.findByRole('img', { name: plain.title }, { timeout: 5000 }),
    ).toHaveAttribute(
      'src',
      plain.url,
    );
    expect(callsTo(api, '/wps/system/permission')).toHaveLength(0);
    const bannerCalls = callsTo(api, '/wps/system/notices').filter(([input]) =>
      (input instanceof Request ? input.url : input instanceof URL ? input.href : input).includes(
        'w_home',
      ),
    );
    expect(bannerCalls).toHaveLength(0);
  });

  it('keeps banners made for another page or language out of the cache', () => {
    const queryClient = createQueryClient();
    seedFirstView(queryClient, view(), { path: '/rng', language: 'en' });
    expect(queryClient.getQueryData(['system', 'permission'])).toEqual(permissionFixture);
    expect(queryClient.getQueryData(['banners', 'w_home', 'en'])).toBeUndefined();
    seedFirstView(queryClient, view(), { path: '/', language: 'pt' });
    expect(queryClient.getQueryData(['banners', 'w_home', 'pt'])).toBeUndefined();
    expect(queryClient.getQueryData(['banners', 'w_home', 'en'])).toBeUndefined();
    seedFirstView(queryClient, view(), { path: '/', language: 'en' });
    expect(queryClient.getQueryData(['banners', 'w_home', 'en'])).toEqual([hero]);
  });

  it('puts the promotions list in the cache only on the promotions page without filters', () => {
    const page = {
      list: [],
      total: 0,
      totalPages: 0,
      categories: [],
    };
    const withList = view({ path: '/promotions', promotions: { language: 'en', page } });
    const key = promotionsQueryOptions({ pageNo: 1 }, 'en').queryKey;
    const filtered = createQueryClient();
    seedFirstView(filtered, withList, {
      path: '/promotions',
      search: '?category=deposit',
      language: 'en',
    });
    expect(filtered.getQueryData(key)).toBeUndefined();
    const otherLanguage = createQueryClient();
    seedFirstView(otherLanguage, withList, { path: '/promotions', language: 'pt' });
    expect(
      otherLanguage.getQueryData(promotionsQueryOptions({ pageNo: 1 }, 'pt').queryKey),
    ).toBeUndefined();
    const seeded = createQueryClient();
    seedFirstView(seeded, withList, { path: '/promotions/', search: '', language: 'en' });
    expect(seeded.getQueryData(key)).toEqual(page);
  });

  it("names the same banner group for every page as the route table (the server's list)", () => {
    const pages: [string, string | undefined][] = [];
    const walk = (list: RouteObject[] | undefined, base: string) => {
      for (const r of list ?? []) {
        const path = r.index ? base : r.path ? `${base.replace(/\/$/, '')}/${r.path}` : base;
        if ((r.index || r.path) && r.path !== '*' && !r.children) {
          pages.push([path, layoutOf(r.handle)?.banner]);
        }
        walk(r.children, r.path === '/' ? '/' : path);
      }
    };
    walk(routes, '/');
    expect(pages.length).toBeGreaterThan(20);
    for (const [path, group] of pages) expect(pageBannerGroup(path), path).toBe(group);
  });
});
