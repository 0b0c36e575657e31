import {
  type PetView,
  VACCINATION_BOOSTER_MONTHS,
  type VaccinationStatus,
} from "../../../../../common/schemas/pets";
import type { PetRow } from "../queries";

const photoUrl = (id: string) => `/api/pets/${id}/photo`;

/** The booster's due date: `months` after the last recorded vaccination (YYYY-MM-DD), else null. */
export function nextVaccinationDue(last: string | null, months = VACCINATION_BOOSTER_MONTHS): string | null {
  if (!last) return null;
  const [y, m, d] = last.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  // The same day of the month, or the month's last day (29 February + 12 months is 28 February).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The badge: what the tenant stated, except that a recorded vaccination whose booster is past due is overdue. */
export function vaccinationBadge(
  stated: VaccinationStatus,
  due: string | null,
  today: string,
): VaccinationStatus {
  return due && due < today ? "overdue" : stated;
}

export function toPetView(row: PetRow, today: string): PetView {
  const p = row.p;
  const due = nextVaccinationDue(p.lastVaccinationDate);
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    breed: p.breed,
    age: p.age,
    weight: p.weightTenths === null ? null : p.weightTenths / 10,
    color: p.color,
    gender: p.gender,
    isNeutered: p.isNeutered,
    microchipNumber: p.microchipNumber,
    vaccinationStatus: p.vaccinationStatus,
    lastVaccinationDate: p.lastVaccinationDate,
    vaccinationBadge: vaccinationBadge(p.vaccinationStatus, due, today),
    nextVaccinationDue: due,
    veterinarianName: p.veterinarianName,
    veterinarianContact: p.veterinarianContact,
    medicalConditions: p.medicalConditions,
    medications: p.medications,
    emergencyContact: p.emergencyContact,
    petInsuranceProvider: p.petInsuranceProvider,
    petInsurancePolicyNumber: p.petInsurancePolicyNumber,
    registrationFee: p.registrationFee,
    monthlyPetRent: p.monthlyPetRent,
    securityDeposit: p.securityDeposit,
    currency: row.currency,
    specialNeeds: p.specialNeeds,
    behaviorNotes: p.behaviorNotes,
    status: p.status,
    decidedAt: p.decidedAt?.toISOString() ?? null,
    decisionReason: p.decisionReason,
    createdAt: p.createdAt.toISOString(),
    photoUrl: p.photoKey ? photoUrl(p.id) : null,
    photoThumbUrl: p.photoThumbKey ? `${photoUrl(p.id)}/thumb` : null,
    tenantName: row.tenantName,
    unitNumber: row.unitNumber,
    propertyName: row.propertyName,
  };
}
