import { describe, expect, it } from 'vitest';
import { decryptCsPath, encryptCsPath } from './cs-path';

describe('customer-service path encryption', () => {
  it('round-trips with the same merchant code, with a fresh IV each time', async () => {
    const a = await encryptCsPath('https://chat.example.org/room?x=1', 'SORTE01');
    const b = await encryptCsPath('https://chat.example.org/room?x=1', 'SORTE01');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(decryptCsPath(a, 'SORTE01')).resolves.toBe('https://chat.example.org/room?x=1');
  });

  it('fails with another merchant code or a tampered path', async () => {
    const path = await encryptCsPath('/helpmc#vip', 'SORTE01');
    await expect(decryptCsPath(path, 'OTHER')).rejects.toThrow();
    const tampered = path.slice(0, -2) + (path.endsWith('A') ? 'BB' : 'AA');
    await expect(decryptCsPath(tampered, 'SORTE01')).rejects.toThrow();
  });
});
