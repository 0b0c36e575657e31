/**
 * A lease's payment reference: what a tenant writes on a bank deposit slip or in a transfer's narration, so the
 * landlord's statement line can be matched to the lease. Short, said over the phone without confusion: no 0/O, 1/I
 * or L, and "NY" before six characters (32^6, about a billion).
 */
export const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 6;

export function newPaymentReference(randomBytes: (n: number) => Uint8Array): string {
  const bytes = randomBytes(LENGTH);
  let out = "NY";
  for (const b of bytes) out += REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length];
  return out;
}

/** A reference as people type or banks print it ("ny-7k3 qpx", "NY7K3QPX.") in the stored form, or null. */
export function normalizePaymentReference(text: string): string | null {
  if (text.length > 40) return null;
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const m = /NY([A-Z0-9]{6})/.exec(compact);
  if (!m) return null;
  const code = m[1]!;
  return [...code].every((c) => REFERENCE_ALPHABET.includes(c)) ? `NY${code}` : null;
}
