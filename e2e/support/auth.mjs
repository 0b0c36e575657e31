// Account helpers: unique addresses, the development verification code, sign-up through the API, sign-in and
// sign-out through the UI, and the signed-in user as the server sees it.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { BASE_URL } from "./browser.mjs";
import { dayFromToday } from "./dates.mjs";
import { atPath, visible } from "./expect.mjs";

export const PASSWORD = "Kampala2026";

let counter = 0;
/** An address no other journey (or earlier run) uses. */
export const uniqueEmail = (prefix) =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString("hex")}@example.com`;

/** The 4-digit code from the development toast ([data-testid="dev-code"]) shown when email is not set up. */
export async function readDevCode(page) {
  const el = await visible(page.getByTestId("dev-code"), "the development verification code toast");
  const code = (await el.textContent())?.trim() ?? "";
  assert.match(code, /^\d{4}$/, `development code should be 4 digits, got "${code}"`);
  return code;
}

/** A valid tenant registration body (server/src/test/factories.ts). */
export const tenantPayload = (email, overrides = {}) => ({
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
  moveInDate: dayFromToday(30),
  rentCurrency: "UGX",
  ...overrides,
});

/** A valid landlord registration body (server/src/test/factories.ts). */
export const landlordPayload = (email, overrides = {}) => ({
  role: "landlord",
  accountType: "company",
  firstName: "Moses",
  lastName: "Kiggundu",
  email,
  phoneNumber: `07729${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`,
  companyName: "Kiggundu Estates Ltd",
  companyRegNumber: "80020009876",
  companyAddress: "Plot 9, Jinja Road, Kampala",
  businessLicenseNumber: "BL-2026-001",
  propertyId: null,
  unitNumber: null,
  rentCurrency: "UGX",
  ...overrides,
});

/** Like the app's own pages: with our Origin (the server refuses a cookie-carrying POST without it). */
async function post(request, path, data, expected = 200) {
  const res = await request.post(path, { data, headers: { origin: new URL(BASE_URL).origin } });
  const body = await res.json().catch(() => ({}));
  assert.equal(res.status(), expected, `POST ${path} answered ${res.status()}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The whole sign-up through the API, in the context's cookie jar: code (from the development answer),
 * verification (sign-up ticket cookie), password, registration. Returns the registration body sent.
 */
export async function signUpViaApi(context, role, { email, password = PASSWORD, ...overrides }) {
  const { request } = context;
  const sent = await post(request, "/api/auth/send-verification", { email, userType: role });
  assert.equal(sent.development, true, "send-verification should answer with the code outside production");
  assert.match(String(sent.code), /^\d{4}$/);
  await post(request, "/api/auth/verify-code", { email, code: sent.code, userType: role });
  await post(request, "/api/auth/signup-password", { password, confirmPassword: password });
  const payload = role === "tenant" ? tenantPayload(email, overrides) : landlordPayload(email, overrides);
  await post(request, "/api/auth/register", payload, 201);
  return payload;
}

/** GET /api/auth/user in the context: { status, user }. */
export async function currentUser(context) {
  const res = await context.request.get("/api/auth/user");
  return { status: res.status(), user: res.ok() ? await res.json() : null };
}

/** Fills the sign-in form of the current screen and presses its submit button (e.g. "Sign In as Tenant"). */
export async function fillSignIn(page, { email, password, button }) {
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** Signs in on /tenant-login or /landlord-login and waits for /dashboard. */
export async function signInUi(page, role, email, password = PASSWORD) {
  await page.goto(`/${role}-login`);
  await fillSignIn(page, {
    email,
    password,
    button: role === "tenant" ? "Sign In as Tenant" : "Sign In as Landlord",
  });
  await atPath(page, "/dashboard");
}

/** Presses Sign Out in the dashboard header and waits for the landing page. */
export async function signOut(page) {
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await atPath(page, "/");
  await visible(
    page.getByRole("heading", { name: "Uganda's Premier Property Management Platform" }),
    "the landing page heading",
  );
}
