import type { Db } from "../../../db/client";
import { translator } from "../../../platform/i18n";
import type { Storage } from "../../../platform/storage/storage";
import { accountsDueForErasure, eraseAccount } from "../queries/erase";
import { COOLING_OFF_MS } from "./deletion";

const BATCH = 20;

/**
 * Erases every account whose cooling-off period has ended, one transaction each (a failure leaves the others
 * done), then their files. Returns how many were erased.
 */
export async function eraseDueAccounts(
  deps: { db: Db; storage: Storage },
  now = new Date(),
): Promise<number> {
  const dueBefore = new Date(now.getTime() - COOLING_OFF_MS);
  const en = translator();
  const names = { firstName: en.t("account.erasedFirstName"), lastName: en.t("account.erasedLastName") };
  let erased = 0;
  for (;;) {
    const ids = await accountsDueForErasure(deps.db, dueBefore, BATCH);
    if (!ids.length) return erased;
    for (const id of ids) {
      const files = await deps.db.transaction((tx) => eraseAccount(tx, id, dueBefore, names));
      if (files === null) continue;
      erased += 1;
      await Promise.all(files.map((key) => deps.storage.delete(key)));
    }
    if (ids.length < BATCH) return erased;
  }
}
