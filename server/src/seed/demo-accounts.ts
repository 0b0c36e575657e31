import { DEMO_TENANT_NAMES } from "./demo-data";

export const DEMO_TENANT_EMAIL = "tenant@demo.nyumba.ug";
export const DEMO_LANDLORD_EMAIL = "landlord@demo.nyumba.ug";

/** The email of the i-th demo tenant (DEMO_TENANT_NAMES); the first is Sarah, the demo tenant. */
export const demoTenantEmail = (i: number) => {
  const [firstName, lastName] = DEMO_TENANT_NAMES[i]!;
  return i === 0 ? DEMO_TENANT_EMAIL : `${firstName}.${lastName}@demo.nyumba.ug`.toLowerCase();
};
