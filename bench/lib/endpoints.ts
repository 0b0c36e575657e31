// The list and dashboard endpoints issue 15's budgets apply to, each as the role whose random users call it
// (bench/wrk-random.lua): api-latency measures their latency, api-baseline their throughput against a minimal
// server that sends the same statements. {property} is one of the calling landlord's two properties.
import type { Role } from "./scale-app";

export const ENDPOINTS: [Role, string][] = [
  ["landlord", "/api/landlord/properties"],
  ["landlord", "/api/landlord/dashboard?propertyId={property}"],
  ["landlord", "/api/landlord/dashboard/all"],
  ["landlord", "/api/landlord/properties/{property}/units"],
  ["landlord", "/api/maintenance-requests?propertyId={property}&limit=20"],
  ["landlord", "/api/landlord/payments?propertyId={property}"],
  ["landlord", "/api/landlord/applications?propertyId={property}"],
  ["landlord", "/api/landlord/tenants?q=Sarah"],
  ["landlord", "/api/notifications"],
  ["tenant", "/api/auth/user"],
  ["tenant", "/api/rent/summary"],
  ["tenant", "/api/tenant/dashboard"],
  ["tenant", "/api/announcements?limit=3"],
  ["tenant", "/api/marketplace?limit=4"],
  ["tenant", "/api/chat?limit=5"],
  ["tenant", "/api/chat/conversations"],
  ["tenant", "/api/amenities"],
  ["tenant", "/api/rent-payments"],
  ["tenant", "/api/payments"],
  ["tenant", "/api/maintenance-requests"],
  ["tenant", "/api/notifications"],
  ["public", "/api/properties"],
];
