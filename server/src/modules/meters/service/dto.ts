import { readingText } from "../../../../../common/meters/kinds";
import type { ReadingView } from "../../../../../common/schemas/meters";
import type { DisputeRow, ReadingWithMeter } from "../queries";

const photoUrl = (readingId: string) => `/api/meter-readings/${readingId}/photo`;

export function toDisputeView(d: DisputeRow) {
  return {
    id: d.id,
    status: d.status,
    reason: d.reason,
    answer: d.answer,
    openedAt: d.openedAt.toISOString(),
    answeredAt: d.answeredAt?.toISOString() ?? null,
  };
}

/** A reading as both the landlord and the tenant see it, with its latest dispute. */
export function toReadingView(row: ReadingWithMeter, dispute: DisputeRow | undefined): ReadingView {
  const r = row.reading;
  return {
    id: r.id,
    meterId: r.meterId,
    utility: row.utility,
    measure: row.measure,
    serial: row.serial,
    unitNumber: row.unitNumber,
    value: readingText(r.value),
    previous: r.consumption === null ? null : readingText(r.value - r.consumption),
    consumption: r.consumption === null ? null : readingText(r.consumption),
    readOn: r.readOn,
    tariff: r.tariff,
    pricing: r.pricing,
    amount: r.amount,
    charged: r.chargeId !== null,
    photoUrl: photoUrl(r.id),
    thumbUrl: `${photoUrl(r.id)}/thumb`,
    supersededBy: r.supersededBy,
    dispute: dispute ? toDisputeView(dispute) : null,
  };
}
