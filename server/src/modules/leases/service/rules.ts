import { msg } from "../../../../../common/i18n/message";
import { conflict } from "../../../platform/errors";

/** The rules every new lease follows, whether the landlord adds the tenant or accepts their application. */

export const unitOccupied = (unitNumber: string) =>
  conflict("UNIT_OCCUPIED", msg("leases.unitOccupied", { unit: unitNumber }));

export const tenantHasLease = () => conflict("TENANT_HAS_LEASE", msg("leases.tenantHasLease"));
