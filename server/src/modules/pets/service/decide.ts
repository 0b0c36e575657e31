import { literal, msg } from "../../../../../common/i18n/message";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import type { DecisionInput } from "../../../../../common/schemas/approval";
import { hasPetFees, type PetView } from "../../../../../common/schemas/pets";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import { pagePath } from "../../../platform/pages";
import { decide } from "../../approvals";
import { addApprovedPetCharges } from "../../rent";
import { findVisiblePet, lockPetForLandlord, setPetDecision } from "../queries";
import { toPetView } from "./dto";

/**
 * PATCH /api/pets/{id}/status: the landlord approves or rejects a pending registration once. On approval the
 * registration fee and deposit become charges on the lease, and its monthly pet rent joins every later month's
 * charges (rent/charges.ts addApprovedPetCharges), in the decision's transaction.
 */
export async function decidePet(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  input: DecisionInput,
): Promise<PetView> {
  await decide(deps, landlord, id, input, {
    notFoundMessage: msg("pets.petNotFound"),
    lockForLandlord: lockPetForLandlord,
    async apply(tx, { row, status, reason, now }) {
      await setPetDecision(tx, row.id, { status, decisionReason: reason, decidedAt: now });
      if (status === "approved")
        await addApprovedPetCharges(
          tx,
          { id: row.leaseId, propertyId: row.propertyId, currency: row.currency },
          row,
          now,
        );
    },
    notice: ({ row, status, reason }) => ({
      userId: row.residentId,
      type: "pet",
      title: msg(status === "approved" ? "pets.approvedTitle" : "pets.rejectedTitle"),
      message:
        status === "approved"
          ? msg(hasPetFees(row) ? "pets.approvedMessage" : "pets.approvedMessageNoFees", { name: row.name })
          : reason
            ? msg("pets.rejectedMessageReason", { name: literal(row.name), reason: literal(reason) })
            : msg("pets.rejectedMessage", { name: row.name }),
      link: pagePath("/pet-registration"),
    }),
    activity: ({ row, status }) => ({
      kind: "pet_decided",
      message: msg("pets.decidedActivity", {
        name: row.name,
        status: msg(status === "approved" ? "approval.approved" : "approval.rejected"),
      }),
    }),
  });
  const view = await findVisiblePet(deps.db, landlord, id);
  if (!view) throw notFound(msg("pets.petNotFound"));
  return toPetView(view, kampalaToday());
}
