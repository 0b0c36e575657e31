/**
 * The recurring charges module's front door (decision 0062): charges a landlord sets up for a property or units,
 * posted to the tenancy accounts on their due dates, and one-off charges to one tenancy. It sits above tenancy,
 * leases and properties, and below nothing that posts rent: app.ts and main.ts hand its posting to the lease
 * routes and the daily job.
 */
export { withRecurringCharges } from "./jobs";
export { postRecurringCharges } from "./posting";
