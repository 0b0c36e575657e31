import type { Role } from "../../../common/constants";
import type { LandlordRegisterBody, TenantRegisterBody } from "../../../common/schemas/auth";
import { addDays, kampalaToday } from "../modules/rent/dates";
import type { TestClient } from "./test-client";

export const GOOD_PASSWORD = "Kampala2026";

export function tenantPayload(
  email: string,
  overrides: Partial<TenantRegisterBody> = {},
): TenantRegisterBody {
  return {
    role: "tenant",
    email,
    firstName: "Amina",
    lastName: "Nakitto",
    dateOfBirth: "1994-05-12",
    nationalId: "CM94051200XYZ",
    emergencyContactName: "Joseph",
    emergencyContactPhone: "Joseph Nakitto +256772123456",
    occupation: "Teacher",
    monthlyIncome: "2500000",
    propertyOfInterest: "kampala-heights",
    unitType: "2-bedroom",
    // Dates people enter have ranges counted from today (common/date-ranges.ts).
    moveInDate: addDays(kampalaToday(), 30),
    rentCurrency: "UGX",
    ...overrides,
  };
}

export function landlordPayload(
  email: string,
  overrides: Partial<LandlordRegisterBody> = {},
): LandlordRegisterBody {
  return {
    role: "landlord",
    accountType: "company",
    firstName: "Moses",
    lastName: "Kiggundu",
    email,
    phoneNumber: "0772987654",
    companyName: "Kiggundu Estates Ltd",
    companyRegNumber: "80020009876",
    companyAddress: "Plot 9, Jinja Road, Kampala",
    businessLicenseNumber: "BL-2026-001",
    propertyId: null,
    unitNumber: null,
    rentCurrency: "UGX",
    ...overrides,
  };
}

/** Steps 1 and 2 of sign-up: a code by email (read from the development answer), verified, password set. */
export async function verifyAndSetPassword(
  client: TestClient,
  email: string,
  role: Role,
  password = GOOD_PASSWORD,
) {
  const sent = await client.post("/api/auth/send-verification", { email, userType: role });
  if (sent.status !== 200) throw new Error(`send-verification ${sent.status}: ${JSON.stringify(sent.body)}`);
  const code = sent.body.code as string;
  const verified = await client.post("/api/auth/verify-code", { email, code, userType: role });
  if (verified.status !== 200)
    throw new Error(`verify-code ${verified.status}: ${JSON.stringify(verified.body)}`);
  const pw = await client.post("/api/auth/signup-password", { password, confirmPassword: password });
  if (pw.status !== 200) throw new Error(`signup-password ${pw.status}: ${JSON.stringify(pw.body)}`);
}

/** The whole sign-up; returns the new user's id. */
export async function signUp(client: TestClient, role: Role, email: string, password = GOOD_PASSWORD) {
  await verifyAndSetPassword(client, email, role, password);
  const payload = role === "tenant" ? tenantPayload(email) : landlordPayload(email);
  const res = await client.post("/api/auth/register", payload);
  if (res.status !== 201) throw new Error(`register ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.userId as string;
}

export async function signIn(client: TestClient, email: string, role: Role, password = GOOD_PASSWORD) {
  const res = await client.post("/api/login", { email, password, role });
  if (res.status !== 200) throw new Error(`login ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
