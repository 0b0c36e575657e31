import type { DateRangeName } from "@common/date-ranges";
import type { MessageKey } from "@common/i18n/keys";
import { FEE_HINTS } from "@common/schemas/pets";

/** The form's values as typed: text for every input (numbers are parsed by the server's schema). */
export interface PetFormValues {
  name: string;
  type: string;
  breed: string;
  age: string;
  weight: string;
  color: string;
  gender: string;
  isNeutered: boolean;
  microchipNumber: string;
  vaccinationStatus: string;
  lastVaccinationDate: string;
  veterinarianName: string;
  veterinarianContact: string;
  medicalConditions: string;
  medications: string;
  emergencyContact: string;
  petInsuranceProvider: string;
  petInsurancePolicyNumber: string;
  registrationFee: string;
  monthlyPetRent: string;
  securityDeposit: string;
  specialNeeds: string;
  behaviorNotes: string;
}

/** Spec section 3 defaults: a male dog, not neutered, vaccination unknown, everything else empty. */
export const EMPTY_PET: PetFormValues = {
  name: "",
  type: "dog",
  breed: "",
  age: "",
  weight: "",
  color: "",
  gender: "male",
  isNeutered: false,
  microchipNumber: "",
  vaccinationStatus: "unknown",
  lastVaccinationDate: "",
  veterinarianName: "",
  veterinarianContact: "",
  medicalConditions: "",
  medications: "",
  emergencyContact: "",
  petInsuranceProvider: "",
  petInsurancePolicyNumber: "",
  registrationFee: "",
  monthlyPetRent: "",
  securityDeposit: "",
  specialNeeds: "",
  behaviorNotes: "",
};

export type TextField = Exclude<keyof PetFormValues, "isNeutered">;

export interface FieldSpec {
  name: TextField;
  label: MessageKey;
  kind?: "text" | "number" | "date" | "textarea";
  /** A date's range (common/date-ranges.ts): the input offers only days inside it. */
  range?: DateRangeName;
  /** An example value (the fee hints of spec section 9). */
  placeholder?: string;
  step?: string;
  inputMode?: "numeric" | "decimal";
}

/** The sections' plain fields in the spec's order (type, gender, neutered and vaccination status are selects). */
export const HEALTH_FIELDS: FieldSpec[] = [
  { name: "lastVaccinationDate", label: "pets.lastVaccination", kind: "date", range: "vaccination" },
  { name: "veterinarianName", label: "pets.vetName" },
  { name: "veterinarianContact", label: "pets.vetContact" },
  { name: "medicalConditions", label: "pets.medicalConditions", kind: "textarea" },
  { name: "medications", label: "pets.medications", kind: "textarea" },
];
export const INSURANCE_FIELDS: FieldSpec[] = [
  { name: "emergencyContact", label: "pets.emergencyContact" },
  { name: "petInsuranceProvider", label: "pets.insuranceProvider" },
  { name: "petInsurancePolicyNumber", label: "pets.insurancePolicy" },
];
const fee = (
  name: "registrationFee" | "monthlyPetRent" | "securityDeposit",
  label: MessageKey,
): FieldSpec => ({
  name,
  label,
  kind: "number",
  step: "1",
  inputMode: "numeric",
  placeholder: String(FEE_HINTS[name]),
});
// The keys are written out: the client's catalogue holds the keys its code names.
export const FINANCIAL_FIELDS: FieldSpec[] = [
  fee("registrationFee", "pets.registrationFee"),
  fee("monthlyPetRent", "pets.monthlyPetRent"),
  fee("securityDeposit", "pets.securityDeposit"),
];
export const BEHAVIOR_FIELDS: FieldSpec[] = [
  { name: "specialNeeds", label: "pets.specialNeeds", kind: "textarea" },
  { name: "behaviorNotes", label: "pets.behaviorNotes", kind: "textarea" },
];

/** The multipart form POST /api/pets takes: every field as text (empty ones left out: null), then the photo. */
export function toFormData(values: PetFormValues, photo: File | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    const text = typeof value === "boolean" ? String(value) : value.trim();
    if (text !== "") form.append(key, text);
  }
  if (photo) form.append("photo", photo, photo.name);
  return form;
}
