import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HelpSection } from '@sorte/contracts/system/system';
import { mockApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { HelpCenter } from './help-center';
import { HelpModal } from './help-modal';

const hostile =
  '<p>Hello <strong>player</strong></p>' +
  '<script>window.__pwned = 1</script>' +
  '<img src="x" onerror="window.__pwned = 2">' +
  '<p onclick="window.__pwned = 3" style="color:red">Styled</p>' +
  '<iframe src="https://evil.example"></iframe>' +
  '<a href="javascript:alert(1)">bad link</a>' +
  '<a href="https://example.com/rules" onmouseover="x()">good link</a>' +
  '<a href="/helpmc#faq">relative link</a>' +
  '<a href="#terms" target="_self">anchor link</a>';

const sections: HelpSection[] = [
  { id: '1', section: 'about', title: 'About us', content: hostile },
  {
    id: '2',
    section: 'terms',
    title: 'Terms and conditions',
    content: '<ul><li>One account per person.</li></ul>',
  },
  { id: '3', section: 'faq', title: 'FAQ', content: '<h3>Withdrawals</h3><ol><li>Ask</li></ol>' },
];

beforeEach(() => {
  delete (window as { __pwned?: number }).__pwned;
  mockApi({ '/wps/system/helpCenter': { value: { sections } } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HelpCenter', () => {
  it('keeps only basic formatting from operator HTML', async () => {
    const { container } = renderWithProviders(<HelpCenter variant="page" />);
    const about = await screen.findByRole('region', { name: 'About us' });
    expect(within(about).getByText('player').tagName).toBe('STRONG');

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [onmouseover], [style]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|onerror|pwned/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();

    expect(within(about).getByText('bad link')).not.toHaveAttribute('href');
    const good = within(about).getByRole('link', { name: 'good link' });
    expect(good).toHaveAttribute('href', 'https://example.com/rules');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(about).getByRole('link', { name: 'relative link' })).toHaveAttribute(
      'href',
      '/helpmc#faq',
    );
    const anchor = within(about).getByRole('link', { name: 'anchor link' });
    expect(anchor).toHaveAttribute('href', '#terms');
    expect(anchor).not.toHaveAttribute('target');
  });

  it('gives each section its anchor id and lists the titles as navigation', async () => {
    const { container, user } = renderWithProviders(<HelpCenter variant="page" />, {
      path: '/helpmc',
      route: '/helpmc',
    });
    await screen.findByRole('region', { name: 'Terms and conditions' });
    expect(container.querySelector('#about')).toHaveAccessibleName('About us');
    expect(container.querySelector('#terms')).toHaveAccessibleName('Terms and conditions');
    expect(container.querySelector('#faq h3')).toHaveTextContent('Withdrawals');

    const nav = screen.getByRole('navigation', { name: 'Help topics' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['About us', 'Terms and conditions', 'FAQ']);
    expect(links[1]).toHaveAttribute('href', '/helpmc#terms');
    await user.click(links[1]!);
    expect(links[1]).toHaveAttribute('aria-current', 'location');
  });

  it('says so when the operator has published no help yet', async () => {
    mockApi({ '/wps/system/helpCenter': { value: { sections: [] } } });
    renderWithProviders(<HelpCenter variant="page" />);
    expect(await screen.findByTestId('help-empty')).toHaveTextContent('No help articles yet');
  });
});

describe('HelpModal', () => {
  it('opens at the asked section', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      if (this.id) scrolled.push(this.id);
    });
    renderWithProviders(<HelpModal open onClose={() => {}} section="faq" />);
    const dialog = await screen.findByTestId('help-modal');
    expect(
      within(dialog).getByRole('heading', { level: 2, name: 'Help centre' }),
    ).toBeInTheDocument();
    await within(dialog).findByRole('region', { name: 'FAQ' });
    await waitFor(() => expect(scrolled).toContain('faq'));
    expect(within(dialog).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('moves between sections inside the modal without leaving the page', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      if (this.id) scrolled.push(this.id);
    });
    const { user } = renderWithProviders(<HelpModal open onClose={() => {}} />, {
      path: '/rng',
      route: '/rng',
    });
    const dialog = await screen.findByTestId('help-modal');
    await within(dialog).findByRole('region', { name: 'About us' });
    expect(within(dialog).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await user.click(within(dialog).getByRole('link', { name: 'Terms and conditions' }));
    expect(scrolled).toEqual(['terms']);
    expect(within(dialog).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
