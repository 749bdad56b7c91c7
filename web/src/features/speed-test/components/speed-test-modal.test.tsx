import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SpeedTestModal } from './speed-test-modal';

const here = window.location;

/**
 * The domain list from the API; /healthz answers on this origin only (like the CSP in a
 * browser, which blocks every other origin).
 */
function serve(
  domainList: { domain: string; url: string }[],
  healthz = () => Promise.resolve(new Response('')),
) {
  const mock = vi.fn(async (input: string, _init?: RequestInit) => {
    const url = new URL(input, here.origin);
    if (url.pathname === '/wps/system/domainRoute') {
      return new Response(JSON.stringify({ success: true, value: { domainList, resources: [] } }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.pathname === '/healthz' && url.origin === here.origin) return healthz();
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SpeedTestModal', () => {
  it('measures each routed domain: the current one in ms, the others unreachable', async () => {
    const fetchMock = serve([
      { domain: 'mirror.example', url: 'https://mirror.example' },
      { domain: here.host, url: here.origin },
    ]);
    renderWithProviders(<SpeedTestModal open onClose={() => {}} />);
    const rows = await screen.findAllByTestId('speed-row');
    expect(rows).toHaveLength(2);
    // The current origin first, marked.
    expect(rows[0]).toHaveTextContent(here.host);
    expect(within(rows[0]!).getByText('Current')).toBeInTheDocument();
    await waitFor(() => expect(rows[0]).toHaveTextContent(/\d+ ms/));
    expect(rows[0]).toHaveAttribute('data-state', 'fast');
    await waitFor(() => expect(rows[1]).toHaveTextContent('Unreachable'));
    expect(within(rows[1]!).queryByText('Current')).not.toBeInTheDocument();

    const probe = fetchMock.mock.calls.find(([url]) => url === `${here.origin}/healthz`);
    expect(probe?.[1]).toMatchObject({ cache: 'no-store', mode: 'no-cors' });
  });

  it('adds the current origin when it is not routed, and tests again on demand', async () => {
    let calls = 0;
    const fetchMock = serve([{ domain: 'mirror.example', url: 'https://mirror.example' }], () => {
      calls += 1;
      return Promise.resolve(new Response(''));
    });
    const { user } = renderWithProviders(<SpeedTestModal open onClose={() => {}} />);
    const rows = await screen.findAllByTestId('speed-row');
    expect(rows[0]).toHaveTextContent(here.host);
    const again = screen.getByRole('button', { name: 'Test again' });
    await waitFor(() => expect(again).toBeEnabled());
    expect(calls).toBe(1);
    await user.click(again);
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(screen.getAllByTestId('speed-row')[0]).toHaveTextContent(/\d+ ms/));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('grades slow lines', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    serve([{ domain: here.host, url: here.origin }], () => {
      now += 1200;
      return Promise.resolve(new Response(''));
    });
    renderWithProviders(<SpeedTestModal open onClose={() => {}} />);
    const [row] = await screen.findAllByTestId('speed-row');
    await waitFor(() => expect(row).toHaveAttribute('data-state', 'slow'));
    expect(row).toHaveTextContent('1200 ms');
    expect(row).toHaveTextContent('Slow');
  });
});
