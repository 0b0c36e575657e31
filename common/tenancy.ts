/**
 * The tenancy account's kinds of charge (issue 32, decision 0059), shared by server and client: what a tenant can
 * owe, how the tenant's dashboard and statement group it, and what the landlord's books count as income.
 */

/**
 * Every kind of charge on a tenancy account. Stored as text with a CHECK (not a PostgreSQL enum: a new enum value
 * cannot be used in the transaction that adds it, and all pending migrations run in one).
 * - rent: the monthly rent; pet_rent: an approved pet's monthly rent; fee: a pet's one-off registration fee;
 * - deposit: a security deposit (the lease's, or a pet's), held for the tenant and returned at the end;
 * - recurring: a charge the landlord set up for a property or units (service charge, garbage, security, parking);
 * - utility: water or electricity from the unit's own meter (Landlord and Tenant Act 2022, s.12);
 * - one_off: a charge to one tenancy with a reason (a replaced key, a bank fee).
 */
export const CHARGE_KINDS = [
  "rent",
  "deposit",
  "pet_rent",
  "fee",
  "recurring",
  "utility",
  "one_off",
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** How a balance is shown by type: the tenant's dashboard and the statement group kinds so. */
export const CHARGE_GROUPS = ["rent", "deposit", "pets", "recurring", "utility", "other"] as const;
export type ChargeGroup = (typeof CHARGE_GROUPS)[number];

const GROUP_OF: Record<ChargeKind, ChargeGroup> = {
  rent: "rent",
  deposit: "deposit",
  pet_rent: "pets",
  fee: "pets",
  recurring: "recurring",
  utility: "utility",
  one_off: "other",
};

export const chargeGroup = (kind: ChargeKind): ChargeGroup => GROUP_OF[kind];

/**
 * Whether money paid to a charge of this kind is the landlord's income. A security deposit is not: it is held
 * for the tenant and returned less lawful deductions (Landlord and Tenant Act 2022, s.30), so the books and the
 * rental tax leave it out.
 */
export const countsAsIncome = (kind: ChargeKind): boolean => kind !== "deposit";

/**
 * The order of allocation among charges due on the same day: a payment settles rent before the other charges
 * of that day, and the deposit last (a tenant who pays part of a month keeps the roof first).
 */
export const ALLOCATION_RANK: Record<ChargeKind, number> = {
  rent: 0,
  pet_rent: 1,
  recurring: 2,
  utility: 3,
  fee: 4,
  one_off: 5,
  deposit: 6,
};

/** The kinds whose payments are not income (the deposit): the landlord's collection figures leave them out. */
export const NOT_INCOME_KINDS: readonly ChargeKind[] = CHARGE_KINDS.filter((kind) => !countsAsIncome(kind));
