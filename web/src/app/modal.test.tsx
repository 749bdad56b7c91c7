import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_DEFAULTS, type ModalProps } from '../components/ui/modal';
import { initTestI18n } from '../testing/i18n';

beforeAll(() => {
  initTestI18n();
});

function Harness({ onClose, ...props }: Partial<ModalProps> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Terms"
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>Body text</p>
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

async function openHarness(props: Partial<ModalProps> & { onClose?: () => void } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Terms' });
  return { user, dialog };
}

/** What the browser does on Escape in a modal dialog: a cancelable 'cancel' event. */
function pressEscape(dialog: HTMLElement) {
  return fireEvent(dialog, new Event('cancel', { cancelable: true }));
}

describe('Modal', () => {
  it('opens as a modal dialog with its title', async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('Body text')).toBeVisible();
  });

  it('closes on Escape and on a backdrop press', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openHarness({ onClose });
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByText('Body text'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open on Escape and backdrop press when not dismissible', async () => {
    const onClose = vi.fn();
    const { dialog } = await openHarness({ onClose, dismissible: false });
    const escape = pressEscape(dialog);
    expect(escape).toBe(false); // default prevented: the browser must not close it either
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openHarness({ onClose, dismissible: false });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('is 600 wide with a 300 minimum height by default, 400 wide as a dialog', async () => {
    expect(MODAL_DEFAULTS).toMatchObject({ width: 600, height: 300, dialogWidth: 400 });
    const { dialog } = await openHarness();
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('600px');
    expect(dialog.style.getPropertyValue('--modal-min-height')).toBe('300px');
  });

  it('uses the dialog width for variant="dialog" and honours an explicit width', async () => {
    const { unmount } = render(
      <Modal open onClose={() => {}} label="Confirm" variant="dialog">
        <p>Sure?</p>
      </Modal>,
    );
    expect(
      screen.getByRole('dialog', { name: 'Confirm' }).style.getPropertyValue('--modal-width'),
    ).toBe('400px');
    unmount();
    render(
      <Modal open onClose={() => {}} label="Wide" width={900}>
        <p>Wide</p>
      </Modal>,
    );
    expect(
      screen.getByRole('dialog', { name: 'Wide' }).style.getPropertyValue('--modal-width'),
    ).toBe('900px');
  });

  it('gives focus back to the button that opened it', async () => {
    const { user } = await openHarness();
    const opener = screen.getByRole('button', { name: 'Open' });
    screen.getByRole('button', { name: 'Inside' }).focus();
    expect(opener).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });
});
