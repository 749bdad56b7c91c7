import { describe, expect, it } from 'vitest';
import { negotiateLocale, pickTranslation, toLocale } from './locale';

describe('locale codes', () => {
  it.each([
    ['PT', 'pt'],
    ['pt-BR', 'pt-BR'],
    ['PT-BR', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['CN', 'zh'],
    ['zh-CN', 'zh'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['VI', 'vi'],
    ['TH', 'th'],
    ['ID', 'id'],
    ['xx', undefined],
    ['', undefined],
  ])('%s -> %s', (code, expected) => {
    expect(toLocale(code)).toBe(expected);
  });

  it('negotiates Accept-Language by quality among the supported locales', () => {
    expect(negotiateLocale('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(negotiateLocale('fr-FR,fr;q=0.9,en;q=0.5')).toBe('en');
    expect(negotiateLocale('en;q=0.5,vi;q=0.9')).toBe('vi');
    expect(negotiateLocale('pt-BR')).toBe('pt-BR');
    expect(negotiateLocale('zh-TW')).toBe('zh');
    expect(negotiateLocale('th', ['pt', 'en'])).toBeUndefined();
    expect(negotiateLocale('*')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
  });

  it('picks a translation with fallbacks', () => {
    const texts = { pt: 'Olá', en: 'Hello' };
    expect(pickTranslation(texts, 'en')).toBe('Hello');
    expect(pickTranslation(texts, 'th')).toBe('Olá');
    expect(pickTranslation(texts, 'pt-BR')).toBe('Olá');
    expect(pickTranslation({ 'pt-BR': 'Oi', pt: 'Olá' }, 'pt-BR')).toBe('Oi');
    expect(pickTranslation({ en: 'Hello' }, 'th')).toBe('Hello');
    expect(pickTranslation({ vi: 'Xin chào' }, 'th')).toBe('Xin chào');
    expect(pickTranslation(null, 'th')).toBe('');
  });
});
