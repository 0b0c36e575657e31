import type { Db } from "../../../db/client";
import { reportDelivery } from "../queries";

/** Africa's Talking's delivery report statuses: final ones change the message, the others are on the way. */
const FINAL: Record<string, "delivered" | "failed"> = {
  Success: "delivered",
  Failed: "failed",
  Rejected: "failed",
};

/**
 * A delivery report (`id`, `status`, `failureReason`): the message becomes delivered or failed. Reports for
 * unknown messages, or that arrive twice, change nothing.
 */
export async function applyDeliveryReport(
  db: Db,
  provider: string,
  report: { id?: unknown; status?: unknown; failureReason?: unknown },
  now = new Date(),
): Promise<boolean> {
  if (typeof report.id !== "string" || !report.id || report.id.length > 100) return false;
  const status = typeof report.status === "string" ? FINAL[report.status] : undefined;
  if (!status) return false;
  const reason = typeof report.failureReason === "string" ? report.failureReason.slice(0, 200) : null;
  return reportDelivery(db, provider, report.id, {
    status,
    failureReason: status === "failed" ? (reason ?? String(report.status)) : null,
    deliveredAt: status === "delivered" ? now : null,
  });
}
