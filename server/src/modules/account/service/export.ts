import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { zipFiles } from "../../../platform/storage/zip";
import { accountRows, landlordRows, tenantRows } from "../queries/export";

/** Keys and hashes that are secrets or internal, left out of every exported row. */
const SECRET = new Set(["passwordHash", "publicKey", "tokenHash", "codeHash", "idempotencyKey"]);

const json = (value: unknown) =>
  Buffer.from(`${JSON.stringify(value, (k, v) => (SECRET.has(k) ? undefined : v), 2)}\n`, "utf8");

/** The file's name in the archive: its folder and the stored file's own name. */
const entryName = (folder: string, key: string) => `files/${folder}/${key.slice(key.lastIndexOf("/") + 1)}`;

/**
 * GET /api/account/export: everything the account holds as JSON (with the SMS and emails sent to it), and its files (ID
 * document, profile photo, request, listing, pet and property photos, payment proofs), in one ZIP archive.
 */
export async function exportAccount(
  deps: AppDeps,
  caller: SessionUser,
): Promise<{ zip: Buffer; day: string }> {
  const { messages, ...mine } = await accountRows(deps.db, caller.id);
  const entries: { name: string; bytes: Buffer }[] = [];
  const files: { key: string; folder: string }[] = [];
  const u = mine.account;
  if (u?.nationalIdPhotoKey) files.push({ key: u.nationalIdPhotoKey, folder: "national-id" });
  if (u?.profilePhotoKey) files.push({ key: u.profilePhotoKey, folder: "profile" });
  entries.push({ name: "account.json", bytes: json(mine) });
  entries.push({ name: "messages.json", bytes: json(messages) });
  const { files: own, ...rows } =
    caller.role === "tenant" ? await tenantRows(deps.db, caller.id) : await landlordRows(deps.db, caller.id);
  for (const [name, value] of Object.entries(rows))
    entries.push({ name: `${name}.json`, bytes: json(value) });
  files.push(...own);
  for (const f of files) {
    const stored = await deps.storage.get(f.key);
    if (stored) entries.push({ name: entryName(f.folder, f.key), bytes: Buffer.from(stored.bytes) });
  }
  const now = new Date();
  return { zip: zipFiles(entries, now), day: now.toISOString().slice(0, 10) };
}
