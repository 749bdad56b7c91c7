import { describe, expect, it, vi } from 'vitest';
import { encryptCsPath } from '@sorte/contracts/system/cs-path';
import { openCustomerService } from './customer-service';

const brand = { merchantCode: 'SORTE01' } as Parameters<typeof openCustomerService>[0]['brand'];

async function permissionWith(paths: { type: number; url: string }[]) {
  return {
    brand,
    customerService: {
      pathList: await Promise.all(paths.map(async (p) => ({ type: p.type, path: await encryptCsPath(p.url, 'SORTE01') }))),
    },
  };
}

function fakeOpener() {
  const popup = { location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.fn(() => popup as unknown as Window);
  return { opener: { open }, popup, open };
}

describe('openCustomerService', () => {
  it('opens a blank 440x750 window, then sends it to the decrypted live-chat link', async () => {
    const permission = await permissionWith([
      { type: 1, url: '/helpmc#vip' },
      { type: 3, url: 'https://chat.example.org/live' },
    ]);
    const { opener, popup, open } = fakeOpener();
    await expect(openCustomerService(permission, 0, opener)).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('width=440,height=750'));
    expect(popup.location.href).toBe('https://chat.example.org/live');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('sends members above club rank 4 to VIP support', async () => {
    const permission = await permissionWith([
      { type: 3, url: '/helpmc#customer-service' },
      { type: 1, url: '/helpmc#vip' },
    ]);
    const vip = fakeOpener();
    await openCustomerService(permission, 5, vip.opener);
    expect(vip.popup.location.href).toBe(`${window.location.origin}/helpmc#vip`);
    const regular = fakeOpener();
    await openCustomerService(permission, 4, regular.opener);
    expect(regular.popup.location.href).toBe(`${window.location.origin}/helpmc#customer-service`);
  });

  it('closes the window when there is no path or it cannot be decrypted', async () => {
    const none = fakeOpener();
    await expect(openCustomerService(await permissionWith([]), 0, none.opener)).resolves.toBe(false);
    expect(none.popup.close).toHaveBeenCalled();

    const broken = fakeOpener();
    const permission = { brand, customerService: { pathList: [{ type: 3, path: 'not-encrypted' }] } };
    await expect(openCustomerService(permission, 0, broken.opener)).resolves.toBe(false);
    expect(broken.popup.close).toHaveBeenCalled();
  });

  it('refuses links that are not http(s)', async () => {
    const { opener, popup } = fakeOpener();
    await expect(openCustomerService(await permissionWith([{ type: 3, url: 'javascript:alert(1)' }]), 0, opener)).resolves.toBe(false);
    expect(popup.close).toHaveBeenCalled();
  });

  it('reports a blocked popup', async () => {
    const opener = { open: vi.fn(() => null) };
    await expect(openCustomerService(await permissionWith([{ type: 3, url: '/x' }]), 0, opener)).resolves.toBe(false);
  });
});
