import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverSeedCommitment } from '@sorte/contracts/games/fair/rng';
import { beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { VerifyPage } from './verify-page';

const SEED = '0123456789abcdef'.repeat(4);

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VerifyPage />
    </QueryClientProvider>,
  );
}

describe('VerifyPage', () => {
  beforeEach(() => {
    initTestI18n();
    window.history.replaceState(null, '', '/play/verify');
  });

  it('refuses values outside the rules without recomputing, then recomputes a valid round', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'mines');
    await user.type(screen.getByLabelText('Server seed'), SEED);
    await user.type(screen.getByLabelText('Client seed'), 'mine');
    await user.clear(screen.getByLabelText('Mines'));
    await user.type(screen.getByLabelText('Mines'), '99');
    await user.click(screen.getByRole('button', { name: 'Recompute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some fields are not valid. Please check and try again.',
    );
    expect(screen.queryByTestId('verify-computed')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Mines'));
    await user.type(screen.getByLabelText('Mines'), '3');
    await user.click(screen.getByRole('button', { name: 'Recompute' }));
    expect(await screen.findByTestId('verify-computed')).toHaveTextContent(
      serverSeedCommitment(SEED),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
