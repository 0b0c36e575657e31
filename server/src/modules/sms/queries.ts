import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { outboxMessages } from "../../db/schema";

/** A delivery report: the SMS by the provider's id; a final status is not changed again. */
export async function reportDelivery(
  db: DbOrTx,
  provider: string,
  providerMessageId: string,
  values: Pick<typeof outboxMessages.$inferInsert, "status" | "failureReason" | "deliveredAt">,
): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set(values)
    .where(
      and(
        eq(outboxMessages.channel, "sms"),
        eq(outboxMessages.provider, provider),
        eq(outboxMessages.providerMessageId, providerMessageId),
        eq(outboxMessages.status, "accepted"),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}
