/**
 * The catalogue's keys, typed from the English files (the source language): `<file>.<key>`. Add a domain's file
 * here when you create it; another language is a folder under locales/ and needs no code.
 */
interface English {
  account: typeof import("./locales/en/account.json");
  amenities: typeof import("./locales/en/amenities.json");
  announcements: typeof import("./locales/en/announcements.json");
  applications: typeof import("./locales/en/applications.json");
  approval: typeof import("./locales/en/approval.json");
  auth: typeof import("./locales/en/auth.json");
  charges: typeof import("./locales/en/charges.json");
  chat: typeof import("./locales/en/chat.json");
  common: typeof import("./locales/en/common.json");
  demo: typeof import("./locales/en/demo.json");
  errors: typeof import("./locales/en/errors.json");
  expenses: typeof import("./locales/en/expenses.json");
  identity: typeof import("./locales/en/identity.json");
  landing: typeof import("./locales/en/landing.json");
  "landlord-dashboard": typeof import("./locales/en/landlord-dashboard.json");
  leases: typeof import("./locales/en/leases.json");
  listings: typeof import("./locales/en/listings.json");
  maintenance: typeof import("./locales/en/maintenance.json");
  marketplace: typeof import("./locales/en/marketplace.json");
  meters: typeof import("./locales/en/meters.json");
  notifications: typeof import("./locales/en/notifications.json");
  pets: typeof import("./locales/en/pets.json");
  profile: typeof import("./locales/en/profile.json");
  photos: typeof import("./locales/en/photos.json");
  payments: typeof import("./locales/en/payments.json");
  payouts: typeof import("./locales/en/payouts.json");
  properties: typeof import("./locales/en/properties.json");
  reconcile: typeof import("./locales/en/reconcile.json");
  rent: typeof import("./locales/en/rent.json");
  reports: typeof import("./locales/en/reports.json");
  "rental-tax": typeof import("./locales/en/rental-tax.json");
  signup: typeof import("./locales/en/signup.json");
  statements: typeof import("./locales/en/statements.json");
  "tenant-dashboard": typeof import("./locales/en/tenant-dashboard.json");
  "tenancy-account": typeof import("./locales/en/tenancy-account.json");
  tenants: typeof import("./locales/en/tenants.json");
  units: typeof import("./locales/en/units.json");
  ussd: typeof import("./locales/en/ussd.json");
  validation: typeof import("./locales/en/validation.json");
}

export type MessageDomain = keyof English;
export type MessageKey = { [D in MessageDomain]: `${D}.${keyof English[D] & string}` }[MessageDomain];

export const SOURCE_LOCALE = "en";
