import type { MessageKey } from "./i18n/keys";

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
/** Letters of a name a tenant search needs. */
export const TENANT_SEARCH_MIN = 2;

export const SESSION_TTL_DAYS = 30;

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
export const PROPERTY_TYPE_LABEL_KEYS: Record<PropertyType, MessageKey> = {
  apartment: "properties.typeApartment",
  condo: "properties.typeCondo",
  townhouse: "properties.typeTownhouse",
  "single-family": "properties.typeSingleFamily",
  commercial: "properties.typeCommercial",
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
export type Amenity = (typeof AMENITIES)[number];
/** The stored amenity values are identifiers; people read these names. */
export const AMENITY_LABEL_KEYS: Record<Amenity, MessageKey> = {
  "Swimming Pool": "properties.amenitySwimmingPool",
  Gym: "properties.amenityGym",
  Parking: "properties.amenityParking",
  Security: "properties.amenitySecurity",
  Elevator: "properties.amenityElevator",
  "Backup Power": "properties.amenityBackupPower",
  "Rooftop Terrace": "properties.amenityRooftopTerrace",
  Concierge: "properties.amenityConcierge",
  Playground: "properties.amenityPlayground",
  Garden: "properties.amenityGarden",
  "Community Center": "properties.amenityCommunityCenter",
  "BBQ Area": "properties.amenityBbqArea",
  Laundry: "properties.amenityLaundry",
  "24/7 Security": "properties.amenityAllDaySecurity",
  CCTV: "properties.amenityCctv",
  Intercom: "properties.amenityIntercom",
  Wifi: "properties.amenityWifi",
};

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

/** 0 is a studio; the last option means "or more". */
export const BEDROOM_OPTIONS = [0, 1, 2, 3, 4, 5] as const;
export const BATHROOM_OPTIONS = [1, 1.5, 2, 2.5, 3, 3.5, 4] as const;

export const UNIT_READINESS = ["ready", "needs_work", "not_ready"] as const;
export type UnitReadiness = (typeof UNIT_READINESS)[number];
export const UNIT_READINESS_LABEL_KEYS: Record<UnitReadiness, MessageKey> = {
  ready: "units.readinessReady",
  needs_work: "units.readinessNeedsWork",
  not_ready: "units.readinessNotReady",
};
export const UNIT_CONDITIONS = ["good", "needs_work"] as const;
export type UnitCondition = (typeof UNIT_CONDITIONS)[number];
export const UNIT_CONDITION_LABEL_KEYS: Record<UnitCondition, MessageKey> = {
  good: "units.conditionGood",
  needs_work: "units.conditionNeedsWork",
};

export const RENT_HINTS: Record<Currency, number> = { UGX: 1_500_000, USD: 500 };

// ---- Public property search ----

/** The search screen's amenity toggles (spec: WiFi, Security, Gym, Pool, Parking, Elevator, Garden, Backup Power). */
export const SEARCH_AMENITIES = [
  "Wifi",
  "Security",
  "Gym",
  "Swimming Pool",
  "Parking",
  "Elevator",
  "Garden",
  "Backup Power",
] as const satisfies readonly Amenity[];

/** The spec's locations, offered even before a listed property names them. */
export const DEFAULT_SEARCH_LOCATIONS = ["kampala", "nakasero", "kololo", "bugolobi"] as const;
export const BEDROOM_FILTERS = ["any", "1", "2", "3", "4+"] as const;
export type BedroomFilter = (typeof BEDROOM_FILTERS)[number];
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE_MAX = 48;

// ---- Your data ----

/** Days between asking for the account's deletion and its personal data being erased (the person may cancel). */
export const DELETION_COOLING_OFF_DAYS = 30;
