import { randomBytes } from "node:crypto";

/** A stored file: its bytes and the content type it was stored with. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are opaque paths made by the server (never from user input), e.g.
 * `national-id/<user id>/<random>.png`. Access checks happen before a key is used: storage serves anyone.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Refuses keys that could leave the storage root (`..`, absolute paths, odd characters). */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split("/").some((p) => p === "." || p === "..") || key.length > 300) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** A fresh key under a folder: `<folder>/<24 random hex>.<ext>`. */
export function newStorageKey(folder: string, ext: string): string {
  const key = `${folder}/${randomBytes(12).toString("hex")}.${ext}`;
  assertValidKey(key);
  return key;
}

/** In memory: for tests, or a process that should keep nothing on disk. */
export function createMemoryStorage(): Storage & { readonly size: number } {
  const objects = new Map<string, StoredObject>();
  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      objects.set(key, { bytes: Buffer.from(bytes), contentType });
    },
    async get(key) {
      assertValidKey(key);
      const o = objects.get(key);
      return o ? { bytes: Buffer.from(o.bytes), contentType: o.contentType } : null;
    },
    async delete(key) {
      assertValidKey(key);
      objects.delete(key);
    },
    get size() {
      return objects.size;
    },
  };
}
