import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18next, initI18n } from '../i18n/index';
import { setApiLanguage } from '../lib/api-client';
import { initTestI18n } from '../testing/i18n';

// These tests set up the app's own i18n on the shared instance: later files get the tests' one.
afterAll(() => {
  initTestI18n('en');
  setApiLanguage('pt-BR');
  document.documentElement.removeAttribute('lang');
});

describe('language persistence', () => {
  it('starts in Brazilian Portuguese when nothing is stored', async () => {
    await initI18n();
    expect(i18next.language).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('changeLanguage stores hisLang and lang and sets <html lang>', async () => {
    await initI18n();
    await changeLanguage('th');
    expect(localStorage.getItem('hisLang')).toBe('th');
    expect(localStorage.getItem('lang')).toBe('th');
    expect(document.documentElement.lang).toBe('th-TH');
    expect(i18next.t('common:actions.close')).not.toBe('Close');
  });

  it('initI18n picks the stored language after a reload', async () => {
    localStorage.setItem('hisLang', 'vi');
    await initI18n();
    expect(i18next.language).toBe('vi');
    expect(document.documentElement.lang).toBe('vi-VN');
  });

  it('falls back to the lang key, and ignores a language we do not ship', async () => {
    localStorage.setItem('lang', 'CN');
    await initI18n();
    expect(i18next.language).toBe('zh');
    localStorage.clear();
    localStorage.setItem('hisLang', 'klingon');
    await initI18n();
    expect(i18next.language).toBe('pt-BR');
  });
});
