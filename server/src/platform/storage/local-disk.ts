import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { assertValidKey, type Storage } from "./storage";

/** The app's uploads: `${dataDir}/uploads`, shared by the server, the seed and `db:reset-demo`. */
export const uploadsStorage = (config: { dataDir: string }): Storage =>
  createLocalDiskStorage(join(config.dataDir, "uploads"));

/**
 * Files under one folder (`${DATA_DIR}/uploads` by default). Each object is its bytes plus a `.type` file
 * holding the content type. Writes go to a temporary file first and are renamed into place, so a reader
 * never sees half a file. Nothing touches the disk until the first write.
 */
export function createLocalDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const p = resolve(base, key);
    if (!p.startsWith(base + sep)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return p;
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = join(dirname(path), `.tmp-${randomBytes(8).toString("hex")}`);
      await writeFile(`${tmp}.type`, contentType);
      await writeFile(tmp, bytes);
      await rename(`${tmp}.type`, `${path}.type`);
      await rename(tmp, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, "utf8")]);
        return { bytes, contentType: contentType.trim() || "application/octet-stream" };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
    },
  };
}
