import type { Currency } from "../constants";
import type { MessageKey } from "../i18n/keys";
import { type Message, msg } from "../i18n/message";
import { formatMoney } from "../money";
import { APPROVAL_STATUSES, decisionFields } from "./approval";
import { currencySchema, dayWithin, text } from "./shared";
import { z } from "./zod";

/** Pet registration (spec sections 3-5, 7, 9): a tenant registers a pet, the landlord of the property decides. */

export const PET_TYPES = ["dog", "cat", "bird", "fish", "reptile", "small_mammal", "other"] as const;
export type PetType = (typeof PET_TYPES)[number];
export const PET_GENDERS = ["male", "female"] as const;
export const VACCINATION_STATUSES = ["up_to_date", "pending", "overdue", "unknown"] as const;
export type VaccinationStatus = (typeof VACCINATION_STATUSES)[number];

export const PET_TYPE_LABEL_KEYS: Record<PetType, MessageKey> = {
  dog: "tenants.petDog",
  cat: "tenants.petCat",
  bird: "tenants.petBird",
  fish: "tenants.petFish",
  reptile: "tenants.petReptile",
  small_mammal: "tenants.petSmallMammal",
  other: "tenants.petOther",
};

export const VACCINATION_LABEL_KEYS: Record<VaccinationStatus, MessageKey> = {
  up_to_date: "pets.vaccinationUpToDate",
  pending: "pets.vaccinationPending",
  overdue: "pets.vaccinationOverdue",
  unknown: "pets.vaccinationUnknown",
};

/** Spec section 9: the form's placeholders (examples, not limits), in UGX. */
export const FEE_HINTS = {
  registrationFee: 50_000,
  monthlyPetRent: 25_000,
  securityDeposit: 100_000,
} as const;
interface PetFees {
  registrationFee: number | null;
  monthlyPetRent: number | null;
  securityDeposit: number | null;
  currency: Currency;
}

/** Whether the pet has any fee to pay (a fee of 0 is none). */
export const hasPetFees = (pet: Omit<PetFees, "currency">) =>
  Boolean(pet.registrationFee || pet.monthlyPetRent || pet.securityDeposit);

/**
 * A pet's fees as a person reads them: only the fees it has ('Registration UGX 50,000', 'Monthly UGX 25,000'),
 * or 'No fees'. Messages to put into words and join with ' · ', never 'Registration None'.
 */
export function petFeeMessages(pet: PetFees): Message[] {
  const fees = [
    ["pets.feeRegistration", pet.registrationFee],
    ["pets.feeMonthly", pet.monthlyPetRent],
    ["pets.feeDeposit", pet.securityDeposit],
  ] as const;
  const shown = fees.flatMap(([key, amount]) =>
    amount ? [msg(key, { amount: formatMoney(amount, pet.currency) })] : [],
  );
  return shown.length > 0 ? shown : [msg("pets.noFees")];
}

/** Spec section 9: how long the landlord's approval takes. */
export const APPROVAL_BUSINESS_DAYS = "2-5";
export const MAX_PET_PHOTOS = 1;

/** The largest fee the API takes (100 million UGX): anything above is a typo, not a pet fee. */
export const PET_FEE_MAX = 100_000_000;
export const PET_AGE_MAX = 100;
export const PET_WEIGHT_MAX = 999.9;
export const PET_NAME_MAX = 100;
export const PET_SHORT_TEXT_MAX = 200;
export const PET_LONG_TEXT_MAX = 2000;

/** A form field sent empty (or as text, in a multipart form) is null or its number; anything else as sent. */
function numberOrNull(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === "string") {
    const s = v.trim();
    if (s === "") return null;
    return s.length > 20 ? Number.NaN : Number(s);
  }
  return v;
}

const nullableNumber = (schema: z.ZodNumber) => z.preprocess(numberOrNull, schema.nullable());

const shortText = text(PET_SHORT_TEXT_MAX).default("");
const longText = text(PET_LONG_TEXT_MAX).default("");

const fee = () =>
  nullableNumber(
    z
      .number(msg("pets.feeNumber"))
      .min(0, msg("pets.feeNegative"))
      .max(PET_FEE_MAX, msg("pets.feeTooLarge", { max: PET_FEE_MAX })),
  );

const NEUTERED_TEXT = { true: true, false: false, on: true } as Record<string, boolean>;

/** POST /api/pets (spec section 7): JSON, or the same fields as text in a multipart form with a `photo`. */
export const petCreateInput = z.object({
  name: text(PET_NAME_MAX, msg("pets.nameRequired")),
  type: z.enum(PET_TYPES, msg("pets.chooseType")).default("dog"),
  breed: shortText,
  age: nullableNumber(
    z
      .number(msg("pets.ageWhole"))
      .int(msg("pets.ageWhole"))
      .min(0, msg("pets.ageWhole"))
      .max(PET_AGE_MAX, msg("pets.ageTooLarge", { max: PET_AGE_MAX })),
  ),
  weight: nullableNumber(
    z
      .number(msg("pets.weightNumber"))
      .positive(msg("pets.weightNumber"))
      .max(PET_WEIGHT_MAX, msg("pets.weightTooLarge", { max: PET_WEIGHT_MAX })),
  ),
  color: shortText,
  gender: z.enum(PET_GENDERS, msg("pets.chooseGender")).default("male"),
  isNeutered: z
    .preprocess(
      (v) => (typeof v === "string" && v.length <= 5 ? (NEUTERED_TEXT[v] ?? v) : v),
      z.boolean(msg("pets.neuteredYesNo")),
    )
    .default(false),
  microchipNumber: shortText,
  vaccinationStatus: z.enum(VACCINATION_STATUSES, msg("pets.chooseVaccination")).default("unknown"),
  lastVaccinationDate: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    dayWithin("vaccination", msg("pets.invalidDate")).nullable(),
  ),
  veterinarianName: shortText,
  veterinarianContact: shortText,
  medicalConditions: longText,
  medications: longText,
  emergencyContact: shortText,
  petInsuranceProvider: shortText,
  petInsurancePolicyNumber: shortText,
  registrationFee: fee(),
  monthlyPetRent: fee(),
  securityDeposit: fee(),
  specialNeeds: longText,
  behaviorNotes: longText,
});
export type PetCreateInput = z.input<typeof petCreateInput>;
export type PetCreateData = z.output<typeof petCreateInput>;

export const petStatusSchema = z.enum(APPROVAL_STATUSES);

/** A pet as its tenant and the landlord of the property see it. */
export const petView = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(PET_TYPES),
  breed: z.string(),
  age: z.number().nullable(),
  weight: z.number().nullable(),
  color: z.string(),
  gender: z.enum(PET_GENDERS),
  isNeutered: z.boolean(),
  microchipNumber: z.string(),
  vaccinationStatus: z.enum(VACCINATION_STATUSES),
  lastVaccinationDate: z.string().nullable(),
  /** The badge shown: the stated status, or overdue once a recorded vaccination's booster is past due. */
  vaccinationBadge: z.enum(VACCINATION_STATUSES),
  /** When the next booster is due (12 months after the last recorded vaccination), else null. */
  nextVaccinationDue: z.string().nullable(),
  veterinarianName: z.string(),
  veterinarianContact: z.string(),
  medicalConditions: z.string(),
  medications: z.string(),
  emergencyContact: z.string(),
  petInsuranceProvider: z.string(),
  petInsurancePolicyNumber: z.string(),
  registrationFee: z.number().nullable(),
  monthlyPetRent: z.number().nullable(),
  securityDeposit: z.number().nullable(),
  currency: currencySchema,
  specialNeeds: z.string(),
  behaviorNotes: z.string(),
  status: petStatusSchema,
  ...decisionFields,
  createdAt: z.string(),
  photoUrl: z.string().nullable(),
  photoThumbUrl: z.string().nullable(),
  tenantName: z.string(),
  unitNumber: z.string(),
  propertyName: z.string(),
});
export type PetView = z.infer<typeof petView>;

export const PETS_PAGE_MAX = 50;
const page = {
  limit: z.coerce.number().int().min(1).max(PETS_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
};
export const petListQuery = z.object(page);
export const petPendingQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...page,
});
export const petList = z.object({ items: z.array(petView), total: z.number() });
export type PetList = z.infer<typeof petList>;

/** Months from the last recorded vaccination to the booster's due date (an annual booster: rabies, DHPP). */
export const VACCINATION_BOOSTER_MONTHS = 12;
/** Days before the booster's due date that the tenant is reminded, once per due date. */
export const VACCINATION_REMINDER_DAYS = 14;
