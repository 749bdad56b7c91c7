import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8187';
const out = '/tmp/lotbet/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const login = await (await fetch(`${base}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo01', password: 'Demo#2026', type: 'username' }) })).json();
const token = login.value.token;
const only = process.argv[2];
for (const [w, h, tag] of [[390, 844, 'phone'], [1440, 900, 'desk']]) {
  for (const theme of ['dark', 'light']) {
    if (only && only !== `${tag}-${theme}`) continue;
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
    await ctx.addInitScript(([t]) => { localStorage.setItem('hisLang', 'en'); localStorage.setItem('theme', t); }, [theme]);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.goto(`${base}/?token=${encodeURIComponent(token)}`);
    await page.waitForTimeout(1500);
    const overflow = async (name) => {
      const o = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (o > 0) console.log('OVERFLOW', name, tag, theme, o);
    };
    await page.goto(`${base}/elott`);
    await page.getByTestId('lottery-lobby').waitFor();
    await page.waitForTimeout(800);
    await overflow('lobby');
    await page.screenshot({ path: `${out}/lobby-${tag}-${theme}.png`, fullPage: tag === 'desk' });
    await page.goto(`${base}/vnlottery?gameCode=VN_MB`);
    await page.getByTestId('lottery-board').waitFor();
    for (const n of ['07', '18', '45']) await page.getByTestId('number-grid').getByRole('button', { name: n, exact: true }).click();
    await page.getByTestId('add-to-slip').click();
    await page.getByTestId('play-type-DE_DB').click();
    await page.getByTestId('number-grid').getByRole('button', { name: '99', exact: true }).click();
    await page.getByTestId('add-to-slip').click();
    await page.getByTestId('play-type-BA_CANG').click();
    await page.getByRole('button', { name: /^3xx/ }).click();
    await page.getByTestId('number-grid').getByRole('button', { name: '345', exact: true }).click();
    await page.getByLabel(/Type or paste/).fill('12 3x 456');
    await page.waitForTimeout(300);
    await overflow('board');
    await page.screenshot({ path: `${out}/board-${tag}-${theme}.png`, fullPage: true });
    await page.getByTestId('slip-confirm').click();
    await page.getByTestId('slip-success').or(page.getByTestId('slip-error')).waitFor();
    await page.getByTestId('bet-slip').screenshot({ path: `${out}/slip-after-${tag}-${theme}.png` });
    await page.getByTestId('lottery-tab-mybets').click();
    await page.getByTestId('lottery-mybets').waitFor();
    await page.waitForTimeout(800);
    await overflow('mybets');
    await page.screenshot({ path: `${out}/mybets-${tag}-${theme}.png`, fullPage: tag === 'desk' });
    await ctx.close();
  }
}
await browser.close();
