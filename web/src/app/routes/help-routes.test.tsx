import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../hooks/use-ui-store';
import { renderApp } from '../../testing/render-app';

/** The route chunks load on first use; the first test of the file pays for that. */
const slow = { timeout: 8000 };

const api = {
  '/wps/system/helpCenter': {
    value: {
      sections: [
        { id: '1', section: 'about', title: 'About us', content: '<p>About</p>' },
        { id: '2', section: 'terms', title: 'Terms and conditions', content: '<p>Terms</p>' },
      ],
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/help', () => {
  it('shows the home content with the help centre open at the #section', async () => {
    const { router, user } = renderApp({ route: '/help#terms', api });
    expect(await screen.findByTestId('home-content', {}, slow)).toBeInTheDocument();
    const dialog = await screen.findByTestId('help-modal', {}, slow);
    await within(dialog).findByRole('region', { name: 'Terms and conditions' });
    expect(ui.get().modal).toEqual({ key: 'help', section: 'terms' });
    expect(screen.getByTestId('header')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('help-modal')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/help');
    expect(screen.getByTestId('home-content')).toBeInTheDocument();
  });

  it('opens at the first section without a hash', async () => {
    renderApp({ route: '/help', api });
    const dialog = await screen.findByTestId('help-modal', {}, slow);
    await within(dialog).findByRole('region', { name: 'About us' });
    expect(ui.get().modal).toEqual({ key: 'help', section: undefined });
  });
});

describe('/helpmc', () => {
  it('is the help centre on its own page, without the site header and footer', async () => {
    renderApp({ route: '/helpmc#terms', api });
    const page = await screen.findByTestId('help-page', {}, slow);
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Help centre' }),
    ).toBeInTheDocument();
    expect(
      await within(page).findByRole('region', { name: 'Terms and conditions' }),
    ).toHaveAttribute('id', 'terms');
    expect(within(page).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
  });
});
