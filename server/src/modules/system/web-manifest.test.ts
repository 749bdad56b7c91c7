import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@sorte/contracts/system/theme-colors';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { APP_ICONS } from './web-manifest.routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const manifest = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/manifest.webmanifest${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (file: string) => {
  const head = fs.readFileSync(file).subarray(0, 24);
  expect(head.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${head.readUInt32BE(16)}x${head.readUInt32BE(20)}`;
};

describe('GET /manifest.webmanifest', () => {
  it("describes the brand's installable app: name, standalone, icons up to 512 px, dark colours", async () => {
    const res = await manifest();
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({
      id: '/',
      name: 'Sorte',
      short_name: 'Sorte',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLORS.dark.theme,
      background_color: THEME_COLORS.dark.background,
    });
    const sizes = (purpose: string) =>
      body.icons.filter((i: { purpose: string }) => i.purpose === purpose).map((i: { sizes: string }) => i.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
    // Every icon it lists ships with the web app, at the size it claims.
    for (const icon of APP_ICONS) expect(pngSize(path.join(icons, icon.src))).toBe(icon.sizes);
    expect(pngSize(path.join(icons, 'icons/apple-touch-icon.png'))).toBe('180x180');
  });

  it('takes the light theme when asked and follows the brand name', async () => {
    const light = JSON.parse((await manifest('?theme=light')).body);
    expect(light).toMatchObject({ id: '/', theme_color: THEME_COLORS.light.theme, background_color: THEME_COLORS.light.background });
    expect(JSON.parse((await manifest('?theme=<script>')).body).theme_color).toBe(THEME_COLORS.dark.theme);

    const auth = await operatorAuth(t.app);
    const rename = (name: string) =>
      t.app.inject({ method: 'PATCH', url: '/ops/api/system/brand', headers: auth, payload: { name } });
    expect((await rename('Sorte Grande Casino')).statusCode).toBe(200);
    try {
      const renamed = JSON.parse((await manifest()).body);
      expect(renamed.name).toBe('Sorte Grande Casino');
      expect(renamed.short_name).toBe('Sorte Grande');
    } finally {
      await rename('Sorte');
    }
  });
});
