/**
 * Customer-service links travel encrypted (each entry: type and encrypted path). The key is derived
 * from the merchant code, so this hides links from casual scraping; it is not a secret from the
 * player's own browser, which must open the link. AES-256-GCM, base64url(iv || ciphertext).
 * Works in the browser and in Node (WebCrypto).
 */
const enc = new TextEncoder();
const dec = new TextDecoder();

async function keyFor(merchantCode: string) {
  const digest = await crypto.subtle.digest('SHA-256', enc.encode(`sorte-cs:${merchantCode}`));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

export async function encryptCsPath(url: string, merchantCode: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await keyFor(merchantCode);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, enc.encode(url)));
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64Url(out);
}

/** Decrypts a path; throws when it was not made with this merchant code. */
export async function decryptCsPath(path: string, merchantCode: string): Promise<string> {
  const bytes = fromBase64Url(path);
  const key = await keyFor(merchantCode);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
  return dec.decode(plain);
}
