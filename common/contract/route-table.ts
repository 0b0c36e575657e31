import type { RouteLine } from "./define";

/**
 * The one route table: every JSON API route by id (`<domain>.<action>`), with its method and path. Spec section 7
 * fixes many of the paths. The schemas of each id are in the domain files of this folder (`contract.ts` joins
 * them); the client builds URLs from this table alone, so it stays free of zod.
 */
export const ROUTES = {
  "health.check": "GET /api/health",

  "auth.sendVerification": "POST /api/auth/send-verification",
  "auth.verifyCode": "POST /api/auth/verify-code",
  "auth.passwordResetRequest": "POST /api/auth/password-reset/request",
  "auth.passwordReset": "POST /api/auth/password-reset",
  "auth.signupTicket": "GET /api/auth/signup-ticket",
  "auth.signupPassword": "POST /api/auth/signup-password",
  "auth.register": "POST /api/auth/register",
  "auth.login": "POST /api/login",
  "auth.loginNavigation": "GET /api/login",
  "auth.logout": "POST /api/logout",
  "auth.user": "GET /api/auth/user",
  "auth.passkeyRegistrationOptions": "POST /api/auth/passkeys/registration-options",
  "auth.passkeyRegister": "POST /api/auth/passkeys/register",
  "auth.passkeyAuthenticationOptions": "POST /api/auth/passkeys/authentication-options",
  "auth.passkeyAuthenticate": "POST /api/auth/passkeys/authenticate",

  "demo.session": "POST /api/demo/session",

  "properties.options": "GET /api/properties",
  "properties.list": "GET /api/landlord/properties",
  "properties.create": "POST /api/landlord/properties",
  "properties.get": "GET /api/landlord/properties/:id",
  "properties.update": "PATCH /api/landlord/properties/:id",
  "properties.delete": "DELETE /api/landlord/properties/:id",
  "properties.selected": "GET /api/landlord/selected-property",
  "properties.select": "PUT /api/landlord/selected-property",
  "properties.addPhotos": "POST /api/landlord/properties/:id/photos",
  "properties.deletePhoto": "DELETE /api/landlord/properties/:id/photos/:photoId",
  "properties.photo": "GET /api/properties/:id/photos/:photoId",
  "properties.photoThumb": "GET /api/properties/:id/photos/:photoId/thumb",

  "listings.search": "GET /api/listings",
  "listings.locations": "GET /api/listings/locations",
  "listings.get": "GET /api/listings/:id",
  "listings.apply": "POST /api/listings/:id/applications",

  "units.list": "GET /api/landlord/properties/:id/units",
  "units.get": "GET /api/landlord/units/:id",
  "units.update": "PATCH /api/landlord/units/:id",

  "dashboard.landlord": "GET /api/landlord/dashboard",
  "dashboard.landlordAll": "GET /api/landlord/dashboard/all",
  "dashboard.tenant": "GET /api/tenant/dashboard",

  "applications.list": "GET /api/landlord/applications",
  "applications.accept": "POST /api/landlord/applications/:id/accept",
  "applications.decline": "POST /api/landlord/applications/:id/decline",

  "leases.create": "POST /api/landlord/leases",
  "leases.end": "POST /api/landlord/leases/:id/end",
  "leases.invitation": "GET /api/invitations/:code",

  "tenants.search": "GET /api/landlord/tenants",
  "tenants.byName": "GET /api/landlord/tenants/by-name/:name",
  "tenants.nationalIdPhoto": "GET /api/tenants/:id/national-id-photo",
  "tenants.uploadNationalIdPhoto": "POST /api/me/national-id-photo",

  "maintenance.create": "POST /api/maintenance-requests",
  "maintenance.list": "GET /api/maintenance-requests",
  "maintenance.get": "GET /api/maintenance-requests/:id",
  "maintenance.changeStatus": "PATCH /api/maintenance-requests/:id/status",
  "maintenance.update": "PATCH /api/maintenance-requests/:id",
  "maintenance.photo": "GET /api/maintenance-requests/:id/photos/:photoId",
  "maintenance.photoThumb": "GET /api/maintenance-requests/:id/photos/:photoId/thumb",
  "maintenance.recordCost": "PUT /api/maintenance-requests/:id/cost",

  "expenses.list": "GET /api/landlord/expenses",
  "expenses.create": "POST /api/landlord/expenses",
  "expenses.update": "PATCH /api/landlord/expenses/:id",
  "expenses.delete": "DELETE /api/landlord/expenses/:id",
  "expenses.history": "GET /api/landlord/expenses/:id/history",
  "expenses.receipt": "GET /api/landlord/expenses/:id/receipt",

  "chat.list": "GET /api/chat",
  "chat.conversations": "GET /api/chat/conversations",
  "chat.openDirect": "POST /api/chat/conversations/direct",
  "chat.markRead": "POST /api/chat/conversations/:id/read",
  "chat.send": "POST /api/chat/messages",
  "chat.report": "POST /api/chat/messages/:id/report",
  "chat.removeMessage": "DELETE /api/chat/messages/:id",
  "chat.reports": "GET /api/chat/reports",
  "chat.dismissReport": "POST /api/chat/reports/:id/dismiss",
  "chat.residents": "GET /api/chat/residents",
  "chat.block": "PUT /api/chat/blocks/:userId",
  "chat.unblock": "DELETE /api/chat/blocks/:userId",

  "notifications.list": "GET /api/notifications",
  "notifications.markRead": "POST /api/notifications/:id/read",
  "notifications.markAllRead": "POST /api/notifications/read-all",
  "notifications.delete": "DELETE /api/notifications/:id",
  "notifications.settings": "GET /api/notifications/settings",
  "notifications.updateSettings": "PUT /api/notifications/settings",

  "announcements.list": "GET /api/announcements",
  "announcements.create": "POST /api/announcements",
  "announcements.update": "PATCH /api/announcements/:id",
  "announcements.delete": "DELETE /api/announcements/:id",
  "announcements.read": "POST /api/announcements/:id/read",
  "announcements.acknowledge": "POST /api/announcements/:id/acknowledge",

  "rent.payments": "GET /api/rent-payments",
  "rent.summary": "GET /api/rent/summary",
  "rent.receipt": "GET /api/payments/:id/receipt.pdf",

  "tenancy.statement": "GET /api/tenancy/statement",
  "tenancy.statementPdf": "GET /api/tenancy/statement.pdf",
  "tenancy.statementCsv": "GET /api/tenancy/statement.csv",

  "payments.mobileMoneyTransfer": "POST /api/direct-mobile-money-transfer",
  "payments.verify": "POST /api/direct-mobile-money-transfer/verify",
  "payments.createIntent": "POST /api/create-payment-intent",
  "payments.confirmCard": "POST /api/confirm-payment",
  "payments.history": "GET /api/payments",
  "payments.landlordList": "GET /api/landlord/payments",
  "payments.recordDirect": "POST /api/landlord/payments/direct",
  "payments.landlordCsv": "GET /api/landlord/payments.csv",

  "reconciliation.import": "POST /api/landlord/statements",
  "reconciliation.list": "GET /api/landlord/statements",
  "reconciliation.mapping": "GET /api/landlord/statements/mapping",
  "reconciliation.leases": "GET /api/landlord/statements/leases",
  "reconciliation.lines": "GET /api/landlord/statements/:id/lines",
  "reconciliation.confirm": "POST /api/landlord/statements/lines/confirm",
  "reconciliation.assign": "POST /api/landlord/statements/lines/:id/assign",
  "reconciliation.ignore": "POST /api/landlord/statements/lines/:id/ignore",

  "payments.submitProof": "POST /api/payments/proofs",
  "payments.proofFile": "GET /api/payments/:id/proof",
  "payments.proofThumb": "GET /api/payments/:id/proof/thumb",
  "payments.proofQueue": "GET /api/landlord/payments/proofs",
  "payments.confirmProof": "POST /api/landlord/payments/:id/confirm",
  "payments.rejectProof": "POST /api/landlord/payments/:id/reject",

  "pets.list": "GET /api/pets",
  "pets.create": "POST /api/pets",
  "pets.pending": "GET /api/pets/pending",
  "pets.decide": "PATCH /api/pets/:id/status",
  "pets.photo": "GET /api/pets/:id/photo",
  "pets.photoThumb": "GET /api/pets/:id/photo/thumb",

  "payouts.get": "GET /api/landlord/bank-details",
  "payouts.save": "POST /api/landlord/bank-details",

  "amenities.list": "GET /api/amenities",
  "amenities.create": "POST /api/amenities",
  "amenities.mine": "GET /api/amenities/bookings/mine",
  "amenities.cancelMine": "DELETE /api/amenities/bookings/:id",
  "amenities.landlordCancel": "POST /api/amenities/bookings/:id/cancel",
  "amenities.update": "PATCH /api/amenities/:id",
  "amenities.addClosedDate": "POST /api/amenities/:id/closed-dates",
  "amenities.removeClosedDate": "DELETE /api/amenities/:id/closed-dates/:date",
  "amenities.availability": "GET /api/amenities/:id/availability",
  "amenities.book": "POST /api/amenities/:id/bookings",
  "amenities.joinWaitlist": "POST /api/amenities/:id/waitlist",
  "amenities.dayBookings": "GET /api/amenities/:id/bookings",

  "account.sessions": "GET /api/account/sessions",
  "account.endOtherSessions": "POST /api/account/sessions/end-others",
  "account.endSession": "DELETE /api/account/sessions/:id",
  "account.passkeys": "GET /api/account/passkeys",
  "account.renamePasskey": "PATCH /api/account/passkeys/:id",
  "account.removePasskey": "DELETE /api/account/passkeys/:id",
  "account.changePassword": "POST /api/account/password",
  "account.export": "GET /api/account/export",
  "account.deletion": "GET /api/account/deletion",
  "account.requestDeletion": "POST /api/account/deletion",
  "account.cancelDeletion": "DELETE /api/account/deletion",

  "charges.listRecurring": "GET /api/landlord/recurring-charges",
  "charges.createRecurring": "POST /api/landlord/recurring-charges",
  "charges.updateRecurring": "PATCH /api/landlord/recurring-charges/:id",
  "charges.endRecurring": "POST /api/landlord/recurring-charges/:id/end",
  "charges.listOneOff": "GET /api/landlord/one-off-charges",
  "charges.createOneOff": "POST /api/landlord/one-off-charges",
  "charges.leases": "GET /api/landlord/chargeable-leases",

  "statements.get": "GET /api/landlord/properties/:id/statement",
  "statements.pdf": "GET /api/landlord/properties/:id/statement.pdf",
  "statements.csv": "GET /api/landlord/properties/:id/statement.csv",

  "rentalTax.get": "GET /api/landlord/rental-tax",
  "rentalTax.pdf": "GET /api/landlord/rental-tax/pack.pdf",
  "rentalTax.propertiesCsv": "GET /api/landlord/rental-tax/properties.csv",
  "rentalTax.tenantsCsv": "GET /api/landlord/rental-tax/tenants.csv",

  "reports.income": "GET /api/landlord/reports/income",
  "reports.collection": "GET /api/landlord/reports/collection",
  "reports.arrears": "GET /api/landlord/reports/arrears",
  "reports.occupancy": "GET /api/landlord/reports/occupancy",
  "reports.maintenance": "GET /api/landlord/reports/maintenance",
  "reports.pdf": "GET /api/landlord/reports/:report/pdf",
  "reports.csv": "GET /api/landlord/reports/:report/csv",

  "profile.get": "GET /api/profile",
  "profile.update": "PATCH /api/profile",
  "profile.uploadPhoto": "PUT /api/profile/photo",
  "profile.requestEmailChange": "POST /api/profile/email",
  "profile.confirmEmailChange": "POST /api/profile/email/confirm",
  "profile.requestPhoneChange": "POST /api/profile/phone",
  "profile.confirmPhoneChange": "POST /api/profile/phone/confirm",
  "profile.setLanguage": "PUT /api/profile/language",
  "profile.photo": "GET /api/users/:id/photo",

  "marketplace.list": "GET /api/marketplace",
  "marketplace.create": "POST /api/marketplace",
  "marketplace.mine": "GET /api/marketplace/mine",
  "marketplace.pending": "GET /api/marketplace/pending",
  "marketplace.blockedWords": "GET /api/marketplace/blocked-words",
  "marketplace.saveBlockedWords": "PUT /api/marketplace/blocked-words",
  "marketplace.get": "GET /api/marketplace/:id",
  "marketplace.decide": "PATCH /api/marketplace/:id/status",
  "marketplace.like": "PUT /api/marketplace/:id/like",
  "marketplace.unlike": "DELETE /api/marketplace/:id/like",
  "marketplace.markSold": "POST /api/marketplace/:id/sold",
  "marketplace.withdraw": "POST /api/marketplace/:id/withdraw",
  "marketplace.report": "POST /api/marketplace/:id/report",
  "marketplace.contact": "POST /api/marketplace/:id/contact",
  "marketplace.photo": "GET /api/marketplace/:id/photos/:photoId",
  "marketplace.photoThumb": "GET /api/marketplace/:id/photos/:photoId/thumb",

  "meters.list": "GET /api/landlord/properties/:id/meters",
  "meters.create": "POST /api/landlord/properties/:id/meters",
  "meters.replace": "POST /api/landlord/meters/:id/replace",
  "meters.updateTariff": "PATCH /api/landlord/meters/:id",
  "meters.record": "POST /api/landlord/meters/:id/readings",
  "meters.readings": "GET /api/landlord/meters/:id/readings",
  "meters.disputes": "GET /api/landlord/properties/:id/meter-disputes",
  "meters.answer": "POST /api/landlord/meter-disputes/:id/answer",
  "meters.myReadings": "GET /api/tenant/meter-readings",
  "meters.dispute": "POST /api/tenant/meter-readings/:id/dispute",
  "meters.photo": "GET /api/meter-readings/:id/photo",
  "meters.photoThumb": "GET /api/meter-readings/:id/photo/thumb",
} as const satisfies Record<string, RouteLine>;

export type RouteId = keyof typeof ROUTES;

/** The domain of a route id: the part before the dot ("maintenance" for "maintenance.list"). */
export type DomainOf<Id extends string> = Id extends `${infer D}.${string}` ? D : never;
export type Domain = DomainOf<RouteId>;

export function domainOf(id: RouteId): Domain {
  return id.slice(0, id.indexOf(".")) as Domain;
}

/** Splits a route line into its method and path. */
export function methodAndPath(id: RouteId): { method: string; path: string } {
  const line: string = ROUTES[id];
  const space = line.indexOf(" ");
  return { method: line.slice(0, space), path: line.slice(space + 1) };
}

/**
 * A route's URL: its path with the parameters filled in, then the query string (values that are empty, null or
 * undefined are left out; an array repeats its key). The client's calls and the server's in-process reads use it.
 */
export function routeUrl(
  id: RouteId,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const { params, query } = input;
  const path = methodAndPath(id).path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? "")),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
