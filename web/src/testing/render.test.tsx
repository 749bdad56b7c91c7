import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePermission } from '../hooks/use-permission';
import { withFlags, withPermission } from './fixtures/permission';
import { renderWithProviders } from './render';

function Probe() {
  const permission = usePermission();
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  return (
    <div>
      <p>{permission.brand.name}</p>
      <p>{t('actions.backHome')}</p>
      <p>page={params.get('page')}</p>
      <p>flag={String(permission.flags.LOGIN_REQUIRED_FOR_HOME)}</p>
      <Link to="/elsewhere?x=1">go</Link>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('seeds the permission answer, English texts and the start URL', () => {
    renderWithProviders(<Probe />, { route: '/rng?page=PG', path: '/rng' });
    expect(screen.getByText('Sorte')).toBeInTheDocument();
    expect(screen.getByText('Back to home')).toBeInTheDocument();
    expect(screen.getByText('page=PG')).toBeInTheDocument();
    expect(screen.getByText('flag=false')).toBeInTheDocument();
  });

  it('takes a permission override and follows links to a location probe', async () => {
    const { user } = renderWithProviders(<Probe />, {
      permission: withFlags({ LOGIN_REQUIRED_FOR_HOME: true }),
      route: '/a',
      path: '/a',
    });
    expect(screen.getByText('flag=true')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'go' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere?x=1');
  });

  it('merges partial sections over the fixture', () => {
    const permission = withPermission({ brand: { name: 'Other' } });
    expect(permission.brand.name).toBe('Other');
    expect(permission.brand.currency).toBe('BRL');
  });
});

describe('dialog polyfill', () => {
  it('opens, closes and fires close', () => {
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    let closed = 0;
    dialog.addEventListener('close', () => (closed += 1));
    dialog.showModal();
    expect(dialog.open).toBe(true);
    dialog.close('done');
    expect(dialog.open).toBe(false);
    expect(dialog.returnValue).toBe('done');
    expect(closed).toBe(1);
    dialog.remove();
  });
});
