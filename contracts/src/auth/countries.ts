/**
 * Countries offered by the mobile-number fields (each entry: countryCode, countryDialingCode;
 * a flag is shown). Zod-free: the web's register form uses it.
 * `mobileDigits` is the national number's length range (without the dialing code and without a
 * leading trunk 0), used by the shared mobile check below (its error text names the digits a
 * number needs).
 */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
  mobileDigits: readonly [min: number, max: number];
}

export const COUNTRIES: readonly Country[] = [
  { countryCode: 'BR', countryDialingCode: '+55', mobileDigits: [10, 11] },
  { countryCode: 'PT', countryDialingCode: '+351', mobileDigits: [9, 9] },
  { countryCode: 'VN', countryDialingCode: '+84', mobileDigits: [9, 10] },
  { countryCode: 'TH', countryDialingCode: '+66', mobileDigits: [9, 9] },
  { countryCode: 'ID', countryDialingCode: '+62', mobileDigits: [9, 12] },
  { countryCode: 'PH', countryDialingCode: '+63', mobileDigits: [10, 10] },
  { countryCode: 'MY', countryDialingCode: '+60', mobileDigits: [9, 10] },
  { countryCode: 'IN', countryDialingCode: '+91', mobileDigits: [10, 10] },
  { countryCode: 'CN', countryDialingCode: '+86', mobileDigits: [11, 11] },
  { countryCode: 'US', countryDialingCode: '+1', mobileDigits: [10, 10] },
] as const;

export const DEFAULT_COUNTRY_CODE = 'BR';

export const findCountryByDialingCode = (code: string) =>
  COUNTRIES.find((c) => c.countryDialingCode === code);

/**
 * The national number as stored: digits only, a leading trunk '0' dropped. Undefined when the
 * dialing code is not offered or the length is outside the country's range.
 */
export function normalizeMobile(countryDialingCode: string, mobileNum: string): string | undefined {
  const country = findCountryByDialingCode(countryDialingCode);
  if (!country) return undefined;
  const digits = mobileNum.normalize('NFKC').replace(/[\s-]/g, '').replace(/^0/, '');
  if (!/^[0-9]+$/.test(digits)) return undefined;
  const [min, max] = country.mobileDigits;
  return digits.length >= min && digits.length <= max ? digits : undefined;
}
