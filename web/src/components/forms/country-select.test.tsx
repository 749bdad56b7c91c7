import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@sorte/contracts/auth/countries';
import { LOCALES } from '@sorte/contracts/common/locale';
import { initTestI18n } from '../../testing/i18n';
import { CountrySelect } from './country-select';

describe('CountrySelect', () => {
  beforeEach(() => initTestI18n());

  it("names the chosen country in the page's language, and lists every country by name", async () => {
    const onChange = vi.fn();
    render(<CountrySelect value="+55" onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Country: Brazil (+55)' });
    await userEvent.click(trigger);
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(list).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(COUNTRIES.length);
    await userEvent.click(screen.getByRole('option', { name: /Vietnam/ }));
    expect(onChange).toHaveBeenCalledWith('+84');
  });

  it('has a name for every country in every language', () => {
    for (const locale of LOCALES) {
      const file = path.join(__dirname, '../../i18n/locales', locale, 'common.json');
      const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as { form: { countries: Record<string, string> } };
      for (const country of COUNTRIES) {
        expect(texts.form.countries[country.countryCode], `${locale} ${country.countryCode}`).toBeTruthy();
      }
    }
  });
});
