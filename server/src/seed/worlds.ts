import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { demoWorlds, users } from "../db/schema";
import { newToken } from "../platform/auth/tokens";
import type { Storage } from "../platform/storage/storage";
import { DEMO_LANDLORD_EMAIL } from "./demo-accounts";
import { deleteDemoAccounts, deleteUnreferencedFiles } from "./demo-delete";
import { templatePhotos } from "./demo-maintenance";
import { templateListingPhotos } from "./demo-marketplace";
import { renderedSlips } from "./demo-payments-outside";
import { templatePetPhotos } from "./demo-pets";
import { seedDemoPortfolio } from "./demo-portfolio";

/** How long a demo world lives (its cookie, and the sessions of its accounts, as long). */
export const DEMO_WORLD_TTL_MS = 24 * 3_600_000;
/** Worlds deleted per transaction by the clean-up. */
export const DEMO_WORLD_DELETE_BATCH = 20;

export interface NewDemoWorld {
  id: string;
  /** The browser's cookie value; only its SHA-256 is stored. */
  token: string;
  expiresAt: Date;
}

/**
 * A visitor's own copy of the demo portfolio, created in one transaction: the template's accounts, properties
 * and history with new ids, relative to now, tagged with the world (docs/decisions/0013). With `storage`, the
 * world's deposit slips are drawn and stored there (they show its own references and dates); a world that is not
 * created leaves none behind.
 */
export async function createDemoWorld(
  db: Db,
  input: { ip: string | null; now?: Date; storage?: Storage },
): Promise<NewDemoWorld> {
  const now = input.now ?? new Date();
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + DEMO_WORLD_TTL_MS);
  const proofFiles = input.storage ? renderedSlips(input.storage) : undefined;
  const id = await db
    .transaction(async (tx) => {
      const [world] = await tx
        .insert(demoWorlds)
        .values({ tokenHash: hash, createdIp: input.ip, createdAt: now, expiresAt })
        .returning({ id: demoWorlds.id });
      const [template] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, DEMO_LANDLORD_EMAIL), eq(users.isDemo, true), isNull(users.demoWorldId)))
        .limit(1);
      await seedDemoPortfolio(tx, {
        demoWorldId: world!.id,
        photos: templatePhotos(tx, template?.id ?? null),
        petPhotos: templatePetPhotos(tx, template?.id ?? null),
        listingPhotos: templateListingPhotos(tx, template?.id ?? null),
        proofFiles,
      });
      return world!.id;
    })
    .catch(async (e: unknown) => {
      await proofFiles?.discard();
      throw e;
    });
  return { id, token, expiresAt };
}

/**
 * Deletes demo worlds in transactions of at most `batchSize` worlds (their accounts, sessions and data, then
 * the files nothing else refers to): those expired by `expiredBy`, or every one without it (a demo reset).
 * Returns how many were deleted.
 */
export async function deleteDemoWorlds(
  db: Db,
  storage: Storage | undefined,
  { expiredBy, batchSize = DEMO_WORLD_DELETE_BATCH }: { expiredBy?: Date; batchSize?: number } = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const { count, files } = await db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: demoWorlds.id })
        .from(demoWorlds)
        .where(expiredBy ? lte(demoWorlds.expiresAt, expiredBy) : undefined)
        .orderBy(asc(demoWorlds.expiresAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (!batch.length) return { count: 0, files: [] };
      const worldIds = batch.map((w) => w.id);
      const accounts = await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.demoWorldId, worldIds));
      const files = await deleteDemoAccounts(
        tx,
        accounts.map((a) => a.id),
      );
      await tx.delete(demoWorlds).where(inArray(demoWorlds.id, worldIds));
      return { count: batch.length, files };
    });
    if (storage) await deleteUnreferencedFiles(db, storage, files);
    total += count;
    if (count < batchSize) return total;
  }
}
