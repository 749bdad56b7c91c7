import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  permissionFixture,
  withModules,
  withPermission,
} from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { Footer } from './footer';

const footer = () => within(screen.getByTestId('footer'));

describe('Footer', () => {
  it('links home and each game category', () => {
    renderWithProviders(<Footer />);
    const products = within(screen.getByRole('navigation', { name: 'Games' }));
    expect(
      products.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['In-house', '/inhouse'],
      ['Slots', '/rng'],
      ['Live casino', '/live'],
      ['Fishing', '/fish'],
      ['Cards', '/pvp'],
      ['Sports', '/sports'],
      ['Esports', '/esports'],
      ['Lottery', '/lottery'],
    ]);
  });

  it('links the help sections', () => {
    renderWithProviders(<Footer />);
    const help = within(screen.getByRole('navigation', { name: 'Help' }));
    expect(help.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/help#terms',
      '/help#privacy',
      '/help#responsible-gaming',
      '/help#faq',
      '/help#about',
    ]);
    expect(help.getByRole('link', { name: 'Responsible gaming' })).toBeInTheDocument();
  });

  it('offers customer service and the affiliate service; feedback only when switched on', () => {
    const { unmount } = renderWithProviders(<Footer />);
    const contact = within(screen.getByRole('region', { name: 'Contact us' }));
    expect(contact.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Affiliate service' })).toHaveAttribute(
      'href',
      '/helpmc#affiliate',
    );
    expect(contact.queryByText('Feedback and complaints')).not.toBeInTheDocument();
    unmount();

    const permission = withModules({ FEEDBACK: true });
    permission.resources.push({
      id: '11',
      resourceType: 'FEEDBACK',
      url: '/helpmc#feedback',
      qrCodeUrl: null,
      labelNameEn: 'Feedback',
    });
    renderWithProviders(<Footer />, { permission });
    expect(screen.getByRole('link', { name: 'Feedback and complaints' })).toHaveAttribute(
      'href',
      '/helpmc#feedback',
    );
  });

  it('shows social icons only for networks with a resource', () => {
    const { unmount } = renderWithProviders(<Footer />);
    const social = within(screen.getByTestId('footer-social'));
    // The fixture has no Twitter; the footer does not list Telegram.
    expect(social.getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'TikTok',
      'YouTube',
      'Instagram',
    ]);
    unmount();

    const permission = withPermission({
      resources: [
        ...permissionFixture.resources.filter((r) => r.resourceType !== 'FACEBOOK'),
        {
          id: '12',
          resourceType: 'TWITTER',
          url: 'https://x.com/sorte',
          qrCodeUrl: null,
          labelNameEn: 'X',
        },
      ],
    });
    renderWithProviders(<Footer />, { permission });
    const links = within(screen.getByTestId('footer-social')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'TikTok',
      'YouTube',
      'X (Twitter)',
      'Instagram',
    ]);
  });

  it('has no social list when the brand has no social resources', () => {
    renderWithProviders(<Footer />, {
      permission: withPermission({
        resources: permissionFixture.resources.filter(
          (r) => !/^(FACEBOOK|TIKTOK|YOUTUBE|TWITTER|INSTAGRAM)$/.test(r.resourceType),
        ),
      }),
    });
    expect(screen.queryByTestId('footer-social')).not.toBeInTheDocument();
  });

  it('shows the vendor strip in order with fixed-size lazy images', () => {
    renderWithProviders(<Footer />);
    const images = within(screen.getByTestId('footer-vendors')).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'PG',
      'EG2',
      'PT',
      'JDB',
      'CQ9',
      'FC',
      'JL',
      'BGS',
    ]);
    expect(images[0]).toHaveAttribute('src', '/cdn/vendors/PG.svg');
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('states the minimum age, licence, responsible-gaming line and copyright', () => {
    renderWithProviders(<Footer />, { permission: withPermission({ brand: { minimumAge: 21 } }) });
    expect(footer().getByText('21+ only, play responsibly')).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'Licence No. 8048/JAZ2026-0117' })).toHaveAttribute(
      'href',
      '/helpmc#license',
    );
    expect(footer().getByText(/Sorte is committed to responsible gaming/)).toBeInTheDocument();
    expect(footer().getByText('© 2026 Sorte')).toBeInTheDocument();
  });
});
