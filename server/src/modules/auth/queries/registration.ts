import type { DbOrTx } from "../../../db/client";
import { rentalApplications } from "../../../db/schema";

export async function insertRentalApplication(
  db: DbOrTx,
  values: typeof rentalApplications.$inferInsert,
): Promise<void> {
  await db.insert(rentalApplications).values(values);
}
