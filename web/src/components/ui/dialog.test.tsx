import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { dialog, DialogHost } from './dialog';

afterEach(() => {
  act(() => dialog.close('cleanup'));
  vi.useRealTimers();
});

describe('dialog helper', () => {
  it('shows title, icon and message, and resolves with the pressed button', async () => {
    const { user } = renderWithProviders(<DialogHost />);
    let answer: Promise<string> = Promise.resolve('');
    act(() => {
      answer = dialog.show({
        title: 'Register an account',
        icon: 'warning',
        message: 'Please Register An Account First',
        buttons: [
          { label: 'Cancel', value: 'cancel', variant: 'secondary' },
          { label: 'Register', value: 'register' },
        ],
      });
    });
    expect(await screen.findByRole('heading', { name: 'Register an account' })).toBeInTheDocument();
    expect(screen.getByText('Please Register An Account First')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expect(answer).resolves.toBe('register');
    expect(screen.queryByTestId('dialog')).not.toBeInTheDocument();
  });

  it('closes on a cover click unless coverClickToClose is false', async () => {
    renderWithProviders(<DialogHost />);
    let answer: Promise<string> = Promise.resolve('');
    act(() => {
      answer = dialog.show({ title: 'Hello', coverClickToClose: false, buttons: [{ label: 'OK', value: 'ok' }] });
    });
    const el = await screen.findByTestId('dialog');
    act(() => {
      el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(screen.getByTestId('dialog')).toBeInTheDocument();
    act(() => dialog.close('ok'));
    await expect(answer).resolves.toBe('ok');

    act(() => {
      answer = dialog.show({ title: 'Again' });
    });
    const second = await screen.findByTestId('dialog');
    act(() => {
      second.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await expect(answer).resolves.toBe('dismiss');
  });

  it('closes by itself after the timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<DialogHost />);
    let answer: Promise<string> = Promise.resolve('');
    act(() => {
      answer = dialog.show({ message: 'Saved', timeoutMs: 3000, label: 'Saved' });
    });
    await screen.findByText('Saved');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await expect(answer).resolves.toBe('timeout');
  });

  it('renders sanitised html only', async () => {
    renderWithProviders(<DialogHost />);
    act(() => {
      void dialog.show({
        title: 'Notice',
        html: '<p>Safe <strong>text</strong></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:alert(1)">link</a>',
      });
    });
    await waitFor(() => expect(screen.getByText('text')).toBeInTheDocument());
    const box = screen.getByTestId('dialog');
    expect(box.innerHTML).not.toContain('onerror');
    expect(box.innerHTML).not.toContain('<script');
    expect(box.innerHTML).not.toContain('<img');
    expect(screen.getByText('link').getAttribute('href')).toBeNull();
  });

  it('shows a loader box of 200x200 until closed', async () => {
    renderWithProviders(<DialogHost />);
    act(() => {
      void dialog.show({ loader: true, label: 'Loading' });
    });
    const loader = await screen.findByTestId('dialog-loader');
    expect(loader.style.getPropertyValue('--modal-width')).toBe('200px');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
