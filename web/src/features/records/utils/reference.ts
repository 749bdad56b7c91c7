/** References up to this many characters are shown whole. */
const SHORT_MAX = 12;

/**
 * The short form of a ledger reference for the account record: short ones as they are
 * ("W42", "MAIN>PG"); a long id keeps its prefix and its last six characters
 * ("PG:…9f3a1c", "D202…4F7K2Q"), enough to tell rows apart. The full reference is copied.
 */
export function shortReference(reference: string): string {
  if (reference.length <= SHORT_MAX) return reference;
  const tail = reference.slice(-6);
  const colon = reference.indexOf(':');
  if (colon > 0 && colon <= 8) return `${reference.slice(0, colon + 1)}…${tail}`;
  return `${reference.slice(0, 4)}…${tail}`;
}
