/** The tenants module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { tenantPaymentStanding } from "./service/standing";
