import { and, count, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { users } from "../db/schema";
import type { Storage } from "../platform/storage/storage";
import { deleteDemoAccounts, deleteUnreferencedFiles } from "./demo-delete";
import { renderedPhotos } from "./demo-maintenance";
import { storeDemoMeterPhoto } from "./demo-meters";
import { renderedSlips } from "./demo-payments-outside";
import { renderedPetPhotos } from "./demo-pets";
import { seedDemoPortfolio } from "./demo-portfolio";
import { deleteDemoWorlds } from "./worlds";

/** Where the demo's maintenance photos are stored; without it the demo has no photos. */
export interface SeedOptions {
  storage?: Storage;
}

/** Seeds the demo template into an empty database. Returns false when there was data already. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedDemo(tx, options));
  return true;
}

/**
 * The seeded demo, the template of every visitor's demo world: its accounts belong to no world, its photos are
 * drawn and stored here (the worlds share them, and the one meter photo; each world draws its own deposit slips).
 */
export async function seedDemo(tx: DbOrTx, { storage }: SeedOptions = {}): Promise<void> {
  const proofFiles = storage ? renderedSlips(storage) : undefined;
  // At its fixed keys: a reset stores the same file again, and the worlds' readings keep showing it.
  if (storage) await storeDemoMeterPhoto(storage);
  try {
    await seedDemoPortfolio(tx, {
      demoWorldId: null,
      photos: storage ? renderedPhotos(storage) : undefined,
      petPhotos: storage ? renderedPetPhotos(storage) : undefined,
      listingPhotos: storage ? renderedPhotos(storage, "marketplace") : undefined,
      propertyPhotos: storage ? renderedPhotos(storage, "properties") : undefined,
      proofFiles,
    });
  } catch (e) {
    await proofFiles?.discard();
    throw e;
  }
}

/**
 * Deletes every demo world, then the template's accounts and everything under them, and seeds the template
 * again. Real accounts are kept.
 */
export async function resetDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  await deleteDemoWorlds(db, options.storage);
  const files = await db.transaction(async (tx) => {
    const template = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isDemo, true), isNull(users.demoWorldId)));
    const deleted = await deleteDemoAccounts(
      tx,
      template.map((u) => u.id),
    );
    await seedDemo(tx, options);
    return deleted;
  });
  // Files go only after the commit: a failed reset leaves the old requests with their photos.
  if (options.storage) await deleteUnreferencedFiles(db, options.storage, files);
}
