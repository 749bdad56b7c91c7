import { screen, within } from '@testing-library/react';
import { isAgentAccount } from '@sorte/contracts/auth/routes';
import { describe, expect, it, vi } from 'vitest';
import { withModules } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { BALANCE_HIDDEN_KEY } from '../hooks/use-balance-hidden';
import { HeaderAccount, type HeaderAccountProps } from './header-account';

function props(overrides: Partial<HeaderAccountProps> = {}): HeaderAccountProps {
  return {
    balance: '1234.5',
    currencySymbol: 'R$',
    updating: false,
    onRefresh: vi.fn(),
    unread: 0,
    nickname: 'lucky7',
    isAgent: false,
    affiliateUrl: '/helpmc#affiliate',
    onLogout: vi.fn(),
    ...overrides,
  };
}

const memberPages = withModules({
  depositv2: true,
  withdraw: true,
  securityCenter: true,
  transactionHistory: true,
  personalHistoryCopy: true,
  agentTeamOverview: true,
});

/** The demo brand has its member pages on; these tests need them off. */
const memberPagesOff = withModules(
  Object.fromEntries(
    [
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
    ].map((page) => [page, false]),
  ),
);

/** The balance shows for every logged-in member, whatever the member-centre modules. */
const wallet = {};

describe('HeaderAccount', () => {
  it('shows the balance even with the wallet pages switched off', () => {
    renderWithProviders(<HeaderAccount {...props()} />);
    expect(screen.getByTestId('balance')).toHaveTextContent('R$1,234.50');
  });

  it('shows a dash when the balance could not be loaded, and lets the player retry', async () => {
    const onRefresh = vi.fn();
    const { user } = renderWithProviders(
      <HeaderAccount {...props({ balance: null, balanceFailed: true, onRefresh })} />,
    );
    expect(screen.getByTestId('balance')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows a trial account its demo balance beside the trial badge', () => {
    renderWithProviders(<HeaderAccount {...props({ trial: true, balance: '2000.00' })} />);
    expect(screen.getByTestId('trial-badge')).toHaveTextContent('Trial');
    expect(screen.getByTestId('balance')).toHaveTextContent('R$2,000.00');
  });

  it('shows the balance with the currency symbol and two decimals', () => {
    renderWithProviders(<HeaderAccount {...props()} />, wallet);
    const balance = screen.getByTestId('balance');
    expect(balance).toHaveTextContent('R$');
    expect(balance).toHaveTextContent('1,234.50');
  });

  it('hides the balance as *** and remembers the choice', async () => {
    const { user, unmount } = renderWithProviders(<HeaderAccount {...props()} />, wallet);
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByTestId('balance')).toHaveTextContent('***');
    expect(screen.getByTestId('balance')).not.toHaveTextContent('1,234.50');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    unmount();

    renderWithProviders(<HeaderAccount {...props()} />, wallet);
    expect(screen.getByTestId('balance')).toHaveTextContent('***');
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('1,234.50');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('0');
  });

  it('shows a skeleton while the balance is unknown', () => {
    renderWithProviders(<HeaderAccount {...props({ balance: null })} />, wallet);
    expect(screen.getByRole('status', { name: 'Loading balance' })).toBeInTheDocument();
  });

  it('refreshes on demand and shows the updating text until done', async () => {
    const onRefresh = vi.fn();
    const { user, unmount } = renderWithProviders(
      <HeaderAccount {...props({ onRefresh })} />,
      wallet,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    unmount();

    renderWithProviders(<HeaderAccount {...props({ onRefresh, updating: true })} />, wallet);
    expect(screen.getByTestId('balance')).toHaveTextContent('Updating…');
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
  });

  it('hides the unread badge at 0 and shows the count above it', () => {
    const first = renderWithProviders(<HeaderAccount {...props({ unread: 0 })} />);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No unread messages' })).toBeInTheDocument();
    first.unmount();

    const second = renderWithProviders(<HeaderAccount {...props({ unread: 3 })} />);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
    expect(screen.getByRole('img', { name: '3 unread messages' })).toBeInTheDocument();
    second.unmount();

    renderWithProviders(<HeaderAccount {...props({ unread: 1 })} />);
    expect(screen.getByRole('img', { name: '1 unread message' })).toBeInTheDocument();
  });

  it('leaves out cashier buttons and member pages that are switched off', async () => {
    const { user } = renderWithProviders(<HeaderAccount {...props()} />, {
      permission: memberPagesOff,
    });
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Withdraw' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account menu for lucky7' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Affiliate programme'),
      'Sign out',
    ]);
  });

  it('lists member pages, deposit and withdraw once their modules are on', async () => {
    const { user } = renderWithProviders(<HeaderAccount {...props()} />, {
      permission: memberPages,
    });
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/?member=depositv2',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/?member=withdraw',
    );

    await user.click(screen.getByRole('button', { name: 'Account menu for lucky7' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Member centre' })).toHaveAttribute(
      'href',
      '/?member=securityCenter',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Account record' })).toHaveAttribute(
      'href',
      '/?member=transactionHistory',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Betting record' })).toHaveAttribute(
      'href',
      '/?member=personalHistoryCopy',
    );
    // Not an agent: the affiliate link resource, in a new tab.
    const affiliate = within(menu).getByRole('menuitem', { name: /Affiliate programme/ });
    expect(affiliate).toHaveAttribute('href', '/helpmc#affiliate');
    expect(affiliate).toHaveAttribute('target', '_blank');
    expect(affiliate).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(menu).queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
  });

  it('offers the agent centre instead of the affiliate link to agents', async () => {
    const { user } = renderWithProviders(<HeaderAccount {...props({ isAgent: true })} />, {
      permission: memberPages,
    });
    await user.click(screen.getByRole('button', { name: 'Account menu for lucky7' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Agent centre' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Affiliate/ })).not.toBeInTheDocument();
  });

  it.each([
    [0, 'Affiliate programme'],
    [1, 'Agent centre'],
    [2, 'Agent centre'],
    [41, 'Agent centre'],
    [42, 'Agent centre'],
  ])('account type %i gets "%s" in the avatar menu', async (type, entry) => {
    const { user } = renderWithProviders(
      <HeaderAccount {...props({ isAgent: isAgentAccount(type) })} />,
      { permission: memberPages },
    );
    await user.click(screen.getByRole('button', { name: 'Account menu for lucky7' }));
    const menu = screen.getByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: new RegExp(entry) });
    if (entry === 'Agent centre') expect(item).toHaveAttribute('href', '/?agent=agentTeamOverview');
    else expect(item).toHaveAttribute('href', '/helpmc#affiliate');
    const other = entry === 'Agent centre' ? /Affiliate/ : /Agent centre/;
    expect(within(menu).queryByRole('menuitem', { name: other })).not.toBeInTheDocument();
  });

  it('opens the affiliate link for an agent whose brand has the agent centre off', async () => {
    const { user } = renderWithProviders(<HeaderAccount {...props({ isAgent: true })} />, {
      permission: withModules({ AGENT_CENTRE: false }),
    });
    await user.click(screen.getByRole('button', { name: 'Account menu for lucky7' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Affiliate programme/ })).toHaveAttribute(
      'href',
      '/helpmc#affiliate',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
  });

  it('has no affiliate entry without an affiliate link', async () => {
    const { user } = renderWithProviders(<HeaderAccount {...props({ affiliateUrl: null })} />, {
      permission: memberPagesOff,
    });
    await user.click(screen.getByRole('button', { name: 'Account menu for lucky7' }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(1);
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    const { user } = renderWithProviders(<HeaderAccount {...props()} />, {
      permission: memberPages,
    });
    const trigger = screen.getByRole('button', { name: 'Account menu for lucky7' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Member centre' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account record' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Member centre' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out from the menu and closes on a press outside', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithProviders(
      <div>
        <p>outside</p>
        <HeaderAccount {...props({ onLogout })} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu for lucky7' }));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account menu for lucky7' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
