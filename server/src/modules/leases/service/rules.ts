import { msg } from "../../../../../common/i18n/message";
import { badRequest, conflict } from "../../../platform/errors";

/** The rules every new lease follows, whether the landlord adds the tenant or accepts their application. */

export const unitOccupied = (unitNumber: string) =>
  conflict("UNIT_OCCUPIED", msg("leases.unitOccupied", { unit: unitNumber }));

export const tenantHasLease = () => conflict("TENANT_HAS_LEASE", msg("leases.tenantHasLease"));

/** Calendar dates that exist (the schema checks only the YYYY-MM-DD shape). */
export function assertRealDates(dates: Record<string, string>): void {
  for (const [field, d] of Object.entries(dates)) {
    const parsed = new Date(`${d}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== d) {
      const message = msg("leases.realDateRequired");
      throw badRequest("INVALID_DATE", message, { [field]: message });
    }
  }
}
