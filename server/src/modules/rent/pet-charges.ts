import type { Currency } from "../../../../common/constants";
import { msg } from "../../../../common/i18n/message";
import { sourceKey } from "../tenancy";

/**
 * What an approved pet adds to its lease's ledger (pure; ledger.ts inserts the rows): the registration fee
 * (kind fee) and the security deposit (kind deposit) once, due on the approval day, and the monthly pet rent
 * (kind pet_rent) with every rent period whose due date is after the approval day. A fee of 0 or none makes no
 * charge. Descriptions are messages, put into the reader's words when read (tenancy/charge-description.ts).
 */

export interface ChargeablePet {
  id: string;
  name: string;
  registrationFee: number | null;
  monthlyPetRent: number | null;
  securityDeposit: number | null;
  /** The Kampala day of the approval (YYYY-MM-DD). */
  approvedOn: string;
}

export interface PetChargeLease {
  id: string;
  propertyId: number;
  currency: Currency;
}

export interface PetChargeRow {
  leaseId: string;
  propertyId: number;
  petId: string;
  kind: "fee" | "deposit" | "pet_rent";
  sourceKey: string;
  period: string | null;
  description: string;
  amount: number;
  currency: Currency;
  dueDate: string;
}

/** A fee as the API takes it (a decimal or null) in whole UGX; null stays null. */
export function toWholeUgx(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value);
}

/** The one-off registration fee and deposit of a pet just approved, due on the approval day. */
export function petOneOffCharges(pet: ChargeablePet, lease: PetChargeLease): PetChargeRow[] {
  const rows: PetChargeRow[] = [];
  const base = { leaseId: lease.id, propertyId: lease.propertyId, petId: pet.id, currency: lease.currency };
  if (pet.registrationFee && pet.registrationFee > 0)
    rows.push({
      ...base,
      kind: "fee",
      sourceKey: sourceKey.petFee(pet.id),
      period: null,
      description: msg("pets.feeCharge", { name: pet.name }),
      amount: pet.registrationFee,
      dueDate: pet.approvedOn,
    });
  if (pet.securityDeposit && pet.securityDeposit > 0)
    rows.push({
      ...base,
      kind: "deposit",
      sourceKey: sourceKey.petDeposit(pet.id),
      period: null,
      description: msg("pets.depositCharge", { name: pet.name }),
      amount: pet.securityDeposit,
      dueDate: pet.approvedOn,
    });
  return rows;
}

/** Pet rent with each of these rent periods (period, due date) that falls due after the approval day. */
export function petRentCharges(
  pet: ChargeablePet,
  lease: PetChargeLease,
  periods: readonly { period: string; dueDate: string }[],
): PetChargeRow[] {
  const amount = pet.monthlyPetRent ?? 0;
  if (amount <= 0) return [];
  return periods
    .filter((p) => p.dueDate > pet.approvedOn)
    .map((p) => ({
      leaseId: lease.id,
      propertyId: lease.propertyId,
      petId: pet.id,
      kind: "pet_rent",
      sourceKey: sourceKey.petRent(pet.id, p.period),
      period: p.period,
      description: msg("pets.rentCharge", { name: pet.name }),
      amount,
      currency: lease.currency,
      dueDate: p.dueDate,
    }));
}
