import { describe, expect, it } from 'vitest';
import { isSafeHref } from './sanitize-html';

describe('isSafeHref', () => {
  it.each([
    'https://example.com',
    'http://example.com/x',
    '/helpmc#faq',
    '#terms',
    'faq.html',
    '?a=1',
  ])('allows %s', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    'mailto:a@b.c',
    '//evil.example',
    '',
  ])('refuses %s', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});
