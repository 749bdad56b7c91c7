import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/api';
import { permissionFixture } from '../../../testing/fixtures/permission';
import { initTestI18n } from '../../../testing/i18n';
import { StartupGate } from './startup-gate';

afterEach(() => vi.unstubAllGlobals());

function renderGate(handlers: ApiHandlers) {
  initTestI18n('en');
  const api = mockApi(handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StartupGate>
        <p>the site</p>
      </StartupGate>
    </QueryClientProvider>,
  );
  return api;
}

describe('StartupGate domain check', () => {
  it('shows the domain-check page, not the site, when the address is not one of the brand’s', async () => {
    const api = renderGate({
      '/wps/system/permission': {
        status: 403,
        code: 'DOMAIN_INVALID',
        message: 'Invalid URL. Please contact customer service.',
      },
    });
    const page = await screen.findByTestId('domain-invalid-page');
    expect(page).toHaveTextContent('Invalid address');
    expect(page).toHaveTextContent('Invalid URL. Please contact customer service.');
    expect(screen.queryByText('the site')).toBeNull();
    // Nothing to retry: the address itself is refused.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    const [call] = callsTo(api, '/wps/system/permission');
    const input = call![0];
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    expect(new URL(href, 'http://localhost').searchParams.get('url')).toBe(window.location.host);
  });

  it('renders the site when the permission call answers', async () => {
    renderGate({ '/wps/system/permission': { value: permissionFixture } });
    expect(await screen.findByText('the site')).toBeInTheDocument();
  });
});
