/**
 * The meters module's front door (decision 0063): utilities by sub-meter, above tenancy, leases and properties.
 * Its routes are registered by app.ts; the demo seed and cleanup use its tables through the schema.
 */
export { s12Chargeable } from "./rules";
