import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { initTestI18n } from '../../testing/i18n';
import { TextField } from './text-field';

describe('TextField', () => {
  it('marks a read-only value (an invitation code from a link) with its own style and a lock', async () => {
    initTestI18n('en');
    render(
      <main>
        <TextField
          id="invite"
          label="Invitation code"
          value="DEMO01"
          onChange={() => {}}
          readOnly
          hint="Invited by agent01"
        />
        <TextField id="name" label="Username" value="" onChange={() => {}} />
      </main>,
    );
    const invite = screen.getByLabelText('Invitation code');
    expect(invite).toHaveAttribute('readonly');
    expect(invite).toHaveAccessibleDescription('Invited by agent01');
    const control = invite.parentElement!;
    expect(control.className).toMatch(/readOnly/);
    expect(control.querySelector('[data-icon="lock"]')).not.toBeNull();
    const other = screen.getByLabelText('Username').parentElement!;
    expect(other.className).not.toMatch(/readOnly/);
    expect(other.querySelector('[data-icon="lock"]')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
