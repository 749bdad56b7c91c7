import { describe, expect, it } from 'vitest';
import { LEDGER_TX_TYPES } from '@sorte/contracts/wallet/routes';
import { LOCALES } from '@sorte/contracts/common/locale';
import { shortReference } from './reference';

const records = import.meta.glob<{ default: { txTypes: Record<string, string> } }>(
  '../../../i18n/locales/*/records.json',
  { eager: true },
);

describe('shortReference', () => {
  it('keeps short references and shortens long ids to prefix and tail', () => {
    expect(shortReference('W42')).toBe('W42');
    expect(shortReference('MAIN>PG')).toBe('MAIN>PG');
    expect(shortReference('INHOUSE:Rabcdefghijklmnop')).toBe('INHOUSE:…klmnop');
    expect(shortReference('D20261126000000012345')).toBe('D202…012345');
  });
});

describe('account-record type names', () => {
  it.each(LOCALES)('%s names every ledger type the server posts', (locale) => {
    const { txTypes } = records[`../../../i18n/locales/${locale}/records.json`]!.default;
    for (const type of LEDGER_TX_TYPES) {
      expect(txTypes[type], type).toBeTruthy();
      expect(txTypes[type], type).not.toBe(type);
    }
  });
});
