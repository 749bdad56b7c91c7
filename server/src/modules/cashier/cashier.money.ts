import { randomBytes } from 'node:crypto';
import { fromMinor, parsePositiveAmount } from '@sorte/contracts/common/money';
import type { PixKeyType } from '@sorte/contracts/wallet/routes';
import { AppError } from '../../lib/app-error';

/** Pure cashier rules: money maths, masking, PIX keys, order numbers. No I/O. */

/** A client amount ("10", "10.5") in minor units, or 400 AMOUNT_INVALID on `field`. */
export function amountOrFail(text: string, field = 'amount'): bigint {
  const parsed = parsePositiveAmount(text);
  if (!parsed.ok) throw new AppError('AMOUNT_INVALID', { [field]: parsed.rule });
  return parsed.minor;
}

/** Refuses an amount outside min..max: 400 AMOUNT_OUT_OF_RANGE with {{min}} / {{max}} in the message. */
export function checkRange(amount: bigint, min: bigint, max: bigint, field = 'amount') {
  if (amount < min || amount > max) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { [field]: 'INVALID_VALUE' }, { min: fromMinor(min), max: fromMinor(max) });
  }
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A public deposit order id: 'D' + 24 random characters (about 124 bits). */
export function newOrderNo(): string {
  const bytes = randomBytes(24);
  let out = 'D';
  for (const b of bytes) out += ALPHABET[b % 36];
  return out;
}

/** Name comparison for payee checks: NFKC, case-insensitive, spaces collapsed. */
export const normaliseName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

function validCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** The canonical PIX key for its type, or undefined when it is not one. */
export function normalisePixKey(type: PixKeyType, key: string): string | undefined {
  const value = key.trim();
  switch (type) {
    case 'CPF': {
      if (!/^[\d.\s-]+$/.test(value)) return undefined;
      const digits = value.replace(/\D/g, '');
      return validCpf(digits) ? digits : undefined;
    }
    case 'EMAIL':
      return /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(value) && value.length <= 77 ? value.toLowerCase() : undefined;
    case 'PHONE': {
      const compact = value.replace(/[\s()-]/g, '');
      return /^\+\d{10,15}$/.test(compact) ? compact : undefined;
    }
    case 'RANDOM':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : undefined;
  }
}

/** Bank account number: 4-20 digits with an optional '-' before a check digit. */
export const normaliseAccountNumber = (text: string) =>
  /^\d{3,19}(-?[\dXx])$/.test(text.trim()) ? text.trim().toUpperCase() : undefined;

export function maskPixKey(type: string, key: string): string {
  switch (type) {
    case 'CPF':
      return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
    case 'EMAIL': {
      const [user = '', domain = ''] = key.split('@');
      return `${user.slice(0, 1)}***@${domain}`;
    }
    case 'PHONE':
      return `${key.slice(0, 3)}${'*'.repeat(Math.max(key.length - 7, 1))}${key.slice(-4)}`;
    default:
      return `${key.slice(0, 4)}****${key.slice(-4)}`;
  }
}

export const maskAccountNumber = (number: string) => `****${number.replace(/\D/g, '').slice(-4)}`;

// --- PIX "copia e cola" (BR Code, EMV QR) --------------------------------------------------

function emv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT (0x1021, initial 0xFFFF) as the BR Code specification asks. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** ASCII only, as the BR Code fields allow. */
const ascii = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[^\x20-\x7E]/g, '')
    .slice(0, max) || 'SORTE';

/**
 * A PIX BR Code payload for `amount` to the merchant key, with the order number as txid. Drawn
 * as a QR code by the web; the sandbox gateway's key is not a real PIX key.
 */
export function pixBrCode(input: { key: string; merchantName: string; city: string; amount: bigint; txid: string }): string {
  const account = emv('00', 'br.gov.bcb.pix') + emv('01', input.key);
  const body =
    emv('00', '01') +
    emv('26', account) +
    emv('52', '0000') +
    emv('53', '986') +
    emv('54', fromMinor(input.amount)) +
    emv('58', 'BR') +
    emv('59', ascii(input.merchantName, 25)) +
    emv('60', ascii(input.city, 15)) +
    emv('62', emv('05', input.txid.slice(0, 25)));
  const withCrcId = `${body}6304`;
  return withCrcId + crc16(withCrcId);
}

/** USDT owed for an amount at `rate` (brand currency per USDT), 6 decimals, rounded up. */
export function usdtAmount(amount: bigint, rate: string): string {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate);
  if (!match) return '0.000000';
  const rate4 = BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
  if (rate4 === 0n) return '0.000000';
  // amount (cents) / 100 / (rate4 / 10^4) in micro-units: amount * 10^8 / rate4.
  const micro = (amount * 100_000_000n + rate4 - 1n) / rate4;
  return `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, '0')}`;
}

/** Decoded proof image, checked: png/jpg magic bytes, 1 byte .. 5 MB; else PROOF_INVALID. */
export function decodeProof(proof: { contentType: string; data: string }, maxBytes: number): Buffer {
  const fail = () => new AppError('PROOF_INVALID', { proof: 'INVALID_VALUE' });
  if (proof.data.length === 0 || proof.data.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(proof.data)) throw fail();
  const bytes = Buffer.from(proof.data, 'base64');
  if (bytes.length === 0 || bytes.length > maxBytes) throw fail();
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if ((proof.contentType === 'image/png' && !png) || (proof.contentType === 'image/jpeg' && !jpg)) throw fail();
  return bytes;
}
