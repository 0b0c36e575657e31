import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A random 256-bit token for a cookie; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function keyedHash(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

/**
 * Whether two secrets are equal, in time that tells nothing about either: their SHA-256 digests (always 32 bytes)
 * are compared in constant time, so neither a different length in characters nor in bytes (a token of
 * multi-byte characters) shows, and nothing throws.
 */
export function safeEqual(given: string, expected: string): boolean {
  return timingSafeEqual(
    createHash("sha256").update(given).digest(),
    createHash("sha256").update(expected).digest(),
  );
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}
