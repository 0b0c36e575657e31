/** Business constants of the product (spec section 9). */

export const ROLES = ["tenant", "landlord"] as const;
export type Role = (typeof ROLES)[number];

export const VERIFICATION_CODE_LENGTH = 4;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_MAX_CODES_PER_HOUR = 5;

export const REDIRECT_AFTER_VERIFICATION_MS = 1500;
export const REDIRECT_AFTER_REGISTRATION_MS = 2000;
export const REDIRECT_AFTER_MOBILE_MONEY_MS = 2000;
export const COPIED_INDICATOR_MS = 2000;
export const DEV_CODE_TOAST_MS = 10_000;

export const WEBAUTHN_TIMEOUT_MS = 60_000;
export const WEBAUTHN_CHALLENGE_BYTES = 32;

export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const PHONE_MIN = 10;

export const SESSION_TTL_DAYS = 30;

/** The four demo properties, ids 1-4, with the slugs the tenant registration form uses. */
export const PROPERTY_SLUGS = [
  "kampala-heights",
  "nakasero-towers",
  "kololo-residences",
  "bugolobi-gardens",
] as const;
export type PropertySlug = (typeof PROPERTY_SLUGS)[number];
/** The properties' names: data (registration finds the property by it), the same in every language. */
export const PROPERTY_SLUG_LABELS: Record<PropertySlug, string> = {
  "kampala-heights": "Kampala Heights",
  "nakasero-towers": "Nakasero Towers",
  "kololo-residences": "Kololo Residences",
  "bugolobi-gardens": "Bugolobi Gardens",
};

export const UNIT_TYPE_PREFERENCES = ["studio", "1-bedroom", "2-bedroom", "3-bedroom"] as const;
export type UnitTypePreference = (typeof UNIT_TYPE_PREFERENCES)[number];
/**
 * The bedrooms of each unit type a tenant can ask for. Its words are one plural message,
 * `signup.unitTypePreference` ("Studio", "1 Bedroom", "2 Bedrooms"), so each language says the count its own way.
 */
export const UNIT_TYPE_PREFERENCE_BEDROOMS: Record<UnitTypePreference, number> = {
  studio: 0,
  "1-bedroom": 1,
  "2-bedroom": 2,
  "3-bedroom": 3,
};

export const ACCOUNT_TYPES = ["individual", "company"] as const;
export const CURRENCIES = ["UGX", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PHONE_PLACEHOLDER = "+256 700 123 456";

// ---- Portfolio (spec section 9) ----

export const PROPERTY_TYPES = ["apartment", "condo", "townhouse", "single-family", "commercial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: "Apartment Complex",
  condo: "Condominium",
  townhouse: "Townhouse",
  "single-family": "Single Family Homes",
  commercial: "Commercial Building",
};

export const AMENITIES = [
  "Swimming Pool",
  "Gym",
  "Parking",
  "Security",
  "Elevator",
  "Backup Power",
  "Rooftop Terrace",
  "Concierge",
  "Playground",
  "Garden",
  "Community Center",
  "BBQ Area",
  "Laundry",
  "24/7 Security",
  "CCTV",
  "Intercom",
  "Wifi",
] as const;

export const BANKS = [
  "Stanbic Bank Uganda",
  "Centenary Bank",
  "dfcu Bank",
  "Equity Bank",
  "Standard Chartered Bank",
  "Absa Bank Uganda",
  "Cairo International Bank",
  "NC Bank Uganda",
] as const;

export const LANDLORD_MOBILE_MONEY_PROVIDERS = [
  "MTN Mobile Money",
  "Airtel Money",
  "Uganda Telecom",
] as const;
export const DEFAULT_MOBILE_MONEY_PROVIDER = "MTN Mobile Money";
export const TENANT_MOBILE_MONEY_PROVIDERS = ["MTN Mobile Money", "Airtel Money", "M-Sente"] as const;

export const BEDROOM_OPTIONS = [
  { value: 0, label: "Studio" },
  { value: 1, label: "1" },
  { value: 2, label: "2" },
  { value: 3, label: "3" },
  { value: 4, label: "4" },
  { value: 5, label: "5+" },
] as const;
export const BATHROOM_OPTIONS = [1, 1.5, 2, 2.5, 3, 3.5, 4] as const;

export const UNIT_READINESS = ["ready", "needs_work", "not_ready"] as const;
export type UnitReadiness = (typeof UNIT_READINESS)[number];
export const UNIT_READINESS_LABELS: Record<UnitReadiness, string> = {
  ready: "Ready to Rent",
  needs_work: "Needs Work",
  not_ready: "Not Ready",
};
export const UNIT_CONDITIONS = ["good", "needs_work"] as const;
export const UNIT_CONDITION_LABELS = { good: "Good", needs_work: "Needs Work" } as const;

export const RENT_HINTS: Record<Currency, number> = { UGX: 1_500_000, USD: 500 };
