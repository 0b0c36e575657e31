import { z } from "zod";
import {
  AMENITIES,
  BANKS,
  CURRENCIES,
  LANDLORD_MOBILE_MONEY_PROVIDERS,
  PROPERTY_TYPES,
  UNIT_CONDITIONS,
  UNIT_READINESS,
} from "../constants";
import { normalizeUgandanMobile } from "../phone";

/** Landlord portfolio contract (issue 3): properties, units, leases, applications, tenants, payouts, dashboard. */

// Hostile input: a pattern only ever sees a string whose length was checked first, by a limit with `abort: true`
// (zod runs the later checks of a failed one unless it aborts).

/** A required text also answers its message when the field is missing or not a string. */
const text = (max: number, required?: string) =>
  required
    ? z.string(required).trim().min(1, required).max(max, `Must be at most ${max} characters`)
    : z.string().trim().max(max, `Must be at most ${max} characters`);

/** Ids are PostgreSQL integers: a larger number is a bad request, not a database error. */
const INT4_MAX = 2_147_483_647;
const dbId = () => z.number().int().positive().max(INT4_MAX);

export const currencySchema = z.enum(CURRENCIES);
export const idParam = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
export const uuidParam = z.object({ id: z.uuid() });

const NOT_A_UGANDAN_MOBILE = "Enter a Ugandan mobile number, e.g. 0772 123 456 or +256 772 123 456";
const ugandanMobile = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(30, { message: NOT_A_UGANDAN_MOBILE, abort: true })
    .transform((v, ctx) => {
      const e164 = normalizeUgandanMobile(v);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: NOT_A_UGANDAN_MOBILE });
        return z.NEVER;
      }
      return e164;
    });

export const ugandanMobileSchema = ugandanMobile("Please provide a mobile money number");

const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, { abort: true })
  .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "Image URL must start with http:// or https://");

// ---- Payout details ----

export const bankDetailsInput = z.object({
  bankName: z.enum(BANKS, "Please choose one of the listed banks"),
  bankAccountNumber: z
    .string("Please fill in all required bank account fields")
    .trim()
    .min(1, "Please fill in all required bank account fields")
    .max(34, { abort: true })
    .regex(/^[0-9A-Za-z -]+$/, "Account number may only contain digits and letters"),
  bankAccountName: text(120, "Please fill in all required bank account fields"),
  bankBranch: text(120).optional(),
  mobileMoneyNumber: ugandanMobile("Please provide a mobile money number as backup payment method"),
  mobileMoneyProvider: z.enum(LANDLORD_MOBILE_MONEY_PROVIDERS, "Please choose a mobile money provider"),
});
export type BankDetailsInput = z.input<typeof bankDetailsInput>;

export const payoutAccountSchema = z.object({
  bankName: z.string(),
  /** Full for the owner; masked (•••• 1234) for anyone else. */
  bankAccountNumber: z.string(),
  bankAccountName: z.string(),
  bankBranch: z.string().nullable(),
  mobileMoneyNumber: z.string(),
  mobileMoneyProvider: z.string(),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const bankDetailsResponse = z.object({ account: payoutAccountSchema.nullable() });
export const bankDetailsSaveResponse = z.object({ success: z.literal(true), account: payoutAccountSchema });

// ---- Properties ----

export const unitTypeInput = z.object({
  name: text(80, "Unit type name is required"),
  bedrooms: z.number().int().min(0).max(20),
  bathrooms: z.number().min(0.5).max(20).multipleOf(0.5),
  sqft: z.number().int().min(0).max(1_000_000).catch(0),
  rentPrice: z.number().int().min(0).max(1_000_000_000_000).catch(0),
  rentCurrency: currencySchema.default("UGX"),
  quantity: z.number().int().min(1, "Quantity must be at least 1").max(500, "At most 500 units per type"),
});
export type UnitTypeInput = z.input<typeof unitTypeInput>;

const propertyBase = {
  name: text(120, "Property name is required"),
  location: text(300, "Location is required"),
  propertyType: z.enum(PROPERTY_TYPES, "Please select a property type"),
  description: text(4000, "Description is required"),
  amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
  imageUrl: imageUrlSchema.optional(),
};

export const propertyCreateInput = z.object({
  ...propertyBase,
  unitTypes: z
    .array(unitTypeInput)
    .min(1, "Please add at least one unit type with pricing information.")
    .max(50),
  /** Payout details for this property (the add-property form requires them). */
  payout: bankDetailsInput,
});
export type PropertyCreateInput = z.input<typeof propertyCreateInput>;

export const propertyUpdateInput = z.object({
  ...propertyBase,
  /** Growing adds vacant units with generated numbers; shrinking removes vacant units without history. */
  totalUnits: z.number().int().min(1, "Total units must be at least 1").max(5000),
  payout: bankDetailsInput.optional(),
});
export type PropertyUpdateInput = z.input<typeof propertyUpdateInput>;

export const unitTypeSummary = z.object({
  id: z.number(),
  name: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  sqft: z.number(),
  rentPrice: z.number(),
  rentCurrency: currencySchema,
  quantity: z.number(),
});

export const propertySummary = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  amenities: z.array(z.string()),
  imageUrl: z.string().nullable(),
  totalUnits: z.number(),
  occupiedUnits: z.number(),
  availableUnits: z.number(),
  unitTypes: z.array(unitTypeSummary),
  /** True when leases exist: deleting archives instead. */
  hasHistory: z.boolean(),
  payout: payoutAccountSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertySummary = z.infer<typeof propertySummary>;

export const deletePropertyResponse = z.object({
  outcome: z.enum(["deleted", "archived"]),
  name: z.string(),
});
export const selectPropertyInput = z.object({ propertyId: dbId() });
export const selectedPropertyResponse = z.object({ property: propertySummary.nullable() });

// ---- Units ----

export const unitLeaseSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "active"]),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  monthlyRent: z.number(),
  currency: currencySchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** From the ledger once rent lands; null until then. */
  balance: z.number().nullable(),
});

export const unitRow = z.object({
  id: z.number(),
  unitNumber: z.string(),
  floor: z.number().nullable(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  sqft: z.number(),
  rent: z.number(),
  rentCurrency: currencySchema,
  readiness: z.enum(UNIT_READINESS),
  workNeeded: z.string(),
  notes: z.string(),
  condition: z.enum(UNIT_CONDITIONS),
  /** Maintenance requests of the unit still open, scheduled or in progress. */
  openMaintenance: z.number(),
  lease: unitLeaseSchema.nullable(),
});
export type UnitRow = z.infer<typeof unitRow>;

export const unitListQuery = z.object({ status: z.enum(["occupied", "available", "all"]).default("all") });

export const unitDetails = z.object({
  id: z.number(),
  unitNumber: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  sqft: z.number(),
  floor: z.number().nullable(),
  balcony: z.boolean(),
  parking: z.boolean(),
  furnished: z.boolean(),
  petFriendly: z.boolean(),
  features: z.array(z.string()),
});
export type UnitDetails = z.infer<typeof unitDetails>;

export const unitUpdateInput = z
  .object({
    unitNumber: text(20, "Unit number is required").optional(),
    readiness: z.enum(UNIT_READINESS).optional(),
    workNeeded: text(500).optional(),
    notes: text(1000).optional(),
    condition: z.enum(UNIT_CONDITIONS).optional(),
    rent: z.number().int().min(0, "Rent cannot be negative").max(1_000_000_000_000).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to update");

// ---- Leases and invitations ----

const isoDate = (msg: string) =>
  z
    .string()
    .max(10, { message: msg, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg);

const INVALID_EMAIL = "Please enter a valid email";
export const leaseCreateInput = z
  .object({
    unitId: dbId(),
    tenantName: text(120, "Tenant name is required"),
    email: z
      .union([
        z.literal(""),
        z.string().max(254, { message: INVALID_EMAIL, abort: true }).pipe(z.email(INVALID_EMAIL)),
      ])
      .optional(),
    phone: z.string().trim().max(20).optional(),
    startDate: isoDate("Lease start date is required"),
    endDate: isoDate("Lease end date is required"),
    monthlyRent: z.number().int().min(1, "Monthly rent must be more than 0").max(1_000_000_000_000),
    currency: currencySchema,
    deposit: z.number().int().min(0, "Deposit cannot be negative").max(1_000_000_000_000).default(0),
  })
  .refine((v) => Boolean(v.email || v.phone), {
    path: ["email"],
    message: "Please provide an email or a phone number",
  })
  .refine((v) => v.endDate > v.startDate, {
    path: ["endDate"],
    message: "The lease must end after it starts",
  });
export type LeaseCreateInput = z.input<typeof leaseCreateInput>;

export const leaseSchema = z.object({
  id: z.string(),
  propertyId: z.number(),
  unitId: z.number(),
  unitNumber: z.string(),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  status: z.enum(["pending", "active", "ended"]),
  startDate: z.string(),
  endDate: z.string().nullable(),
  monthlyRent: z.number(),
  currency: currencySchema,
  deposit: z.number(),
});
export type Lease = z.infer<typeof leaseSchema>;

export const leaseCreateResponse = z.object({
  lease: leaseSchema,
  invitation: z.object({
    /** An existing tenant account with that email was linked at once. */
    linkedExisting: z.boolean(),
    delivered: z.boolean(),
    /** Development mode only (no SMTP): the link to give the tenant. */
    development: z.boolean().optional(),
    link: z.string().optional(),
  }),
});

export const endLeaseInput = z.object({ readiness: z.enum(UNIT_READINESS).default("needs_work") });

export const invitationInfo = z.object({
  propertyName: z.string(),
  unitNumber: z.string(),
  tenantName: z.string(),
  email: z.string().nullable(),
});

// ---- Rental applications ----

export const applicationSchema = z.object({
  id: z.string(),
  propertyId: z.number(),
  tenantId: z.string(),
  tenantName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  unitType: z.string(),
  moveInDate: z.string(),
  status: z.enum(["pending", "accepted", "declined"]),
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const acceptApplicationInput = z
  .object({
    unitId: dbId(),
    startDate: isoDate("Lease start date is required"),
    endDate: isoDate("Lease end date is required"),
    monthlyRent: z.number().int().min(1, "Monthly rent must be more than 0").max(1_000_000_000_000),
    currency: currencySchema,
    deposit: z.number().int().min(0).max(1_000_000_000_000).default(0),
  })
  .refine((v) => v.endDate > v.startDate, {
    path: ["endDate"],
    message: "The lease must end after it starts",
  });

// ---- Tenants (landlord's read-only view) ----

export const tenantSearchResult = z.object({
  id: z.string(),
  fullName: z.string(),
  propertyName: z.string(),
  unitNumber: z.string(),
});

export const tenantDetail = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nationalId: z.string().nullable(),
  /** GET /api/tenants/{id}/national-id-photo when true. */
  hasNationalIdPhoto: z.boolean(),
  profileImageUrl: z.string().nullable(),
  occupation: z.string().nullable(),
  monthlyIncome: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  memberSince: z.string(),
  propertyId: z.number(),
  propertyName: z.string(),
  propertyAddress: z.string(),
  unitId: z.number(),
  unitNumber: z.string(),
  floorNumber: z.number().nullable(),
  leaseId: z.string(),
  monthlyRent: z.number(),
  rentCurrency: currencySchema,
  leaseStartDate: z.string(),
  leaseEndDate: z.string().nullable(),
  /** From the ledger once rent lands; null until then. */
  paymentStatus: z.enum(["current", "overdue", "partial"]).nullable(),
  outstandingBalance: z.number().nullable(),
  pets: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), status: z.string() })),
});
export type TenantDetail = z.infer<typeof tenantDetail>;

// ---- Dashboard ----

export const moneyByCurrency = z.array(z.object({ currency: currencySchema, amount: z.number() }));

export const activityItem = z.object({
  id: z.number(),
  kind: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

/** Without propertyId the dashboard is for the selected property. */
export const dashboardQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});

export const landlordDashboard = z.object({
  property: propertySummary,
  units: z.object({
    total: z.number(),
    occupied: z.number(),
    available: z.number(),
    /** Maintenance requests of the property still open, scheduled or in progress. */
    maintenance: z.number(),
    occupancyPercent: z.number(),
  }),
  rent: z.object({
    expectedThisMonth: moneyByCurrency,
    collectedThisMonth: moneyByCurrency,
    outstanding: moneyByCurrency,
    overdueTenants: z.number(),
  }),
  pendingApplications: z.number(),
  activity: z.array(activityItem),
});
export type LandlordDashboard = z.infer<typeof landlordDashboard>;
