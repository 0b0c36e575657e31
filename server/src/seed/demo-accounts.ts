export const DEMO_TENANT_EMAIL = "tenant@demo.nyumba.ug";
export const DEMO_LANDLORD_EMAIL = "landlord@demo.nyumba.ug";
