import type { MessageKey } from "./i18n/keys";
import type { ChargeGroup } from "./tenancy";

/**
 * Each group of charges (common/tenancy.ts chargeGroup) in the reader's words: the tenant's balance by type and the
 * statement of account. A module of its own, so only the screens and files that name groups carry these messages.
 */
export const CHARGE_GROUP_LABELS: Record<ChargeGroup, MessageKey> = {
  rent: "tenancy-account.groupRent",
  deposit: "tenancy-account.groupDeposit",
  pets: "tenancy-account.groupPets",
  recurring: "tenancy-account.groupRecurring",
  utility: "tenancy-account.groupUtility",
  other: "tenancy-account.groupOther",
};
