// The people e2e/dev-console.mjs opens the screens as (dev-screens.mjs says which screens), each in a browser
// context of their own, made through the API of the app under test at `base` (the Vite dev server, as the page
// would): what `setUp` returns fills the screens' parameters; `before(path)` brings them to where that screen is
// shown to them.
import { randomBytes } from "node:crypto";

const PASSWORD = "Kampala2026";

/** Like the app's own pages: with our Origin (the server refuses a cookie-carrying change without it). */
async function send(context, base, method, path, data) {
  const res = await context.request.fetch(`${base}${path}`, { method, data, headers: { origin: base } });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json().catch(() => ({}));
}
const get = async (context, base, path) => send(context, base, "GET", path);

/** A listing for /listing/:id: the first the public search finds. */
async function visitor(context, base) {
  const found = await get(context, base, "/api/listings");
  const first = (Array.isArray(found) ? found : found.items)[0];
  if (!first) throw new Error("the demo data has no public listing for /listing/:id");
  return { params: { id: String(first.id) } };
}

/** A demo tenant's session (POST /api/demo/session). */
async function tenant(context, base) {
  await send(context, base, "POST", "/api/demo/session", { role: "tenant" });
  return { params: {} };
}

/** A demo landlord's session, managing its first property (as after /property-selection), and a tenant of it. */
async function landlord(context, base) {
  await send(context, base, "POST", "/api/demo/session", { role: "landlord" });
  const [property] = await get(context, base, "/api/landlord/properties");
  await send(context, base, "PUT", "/api/landlord/selected-property", { propertyId: property.id });
  const units = await get(context, base, `/api/landlord/properties/${property.id}/units?status=occupied`);
  const lease = units.find((u) => u.lease)?.lease;
  if (!lease) throw new Error("the demo landlord's property has no tenant for /tenant-details/:name");
  return { params: { id: String(property.id), name: lease.tenantName } };
}

/**
 * Someone signing up as `role`: their code verified (a sign-up ticket) before the password step, their password
 * set before the registration form; the code comes in the API's development answer.
 */
const applicant = (role) => async (context, base) => {
  const email = `dev-console.${randomBytes(4).toString("hex")}@example.com`;
  let step = "none";
  const before = async (path) => {
    if (step === "none") {
      const { code } = await send(context, base, "POST", "/api/auth/send-verification", {
        email,
        userType: role,
      });
      await send(context, base, "POST", "/api/auth/verify-code", { email, code, userType: role });
      step = "verified";
    }
    if (path.endsWith("-signup") && step === "verified") {
      const password = { password: PASSWORD, confirmPassword: PASSWORD };
      await send(context, base, "POST", "/api/auth/signup-password", password);
      step = "password_set";
    }
  };
  return { params: {}, before };
};

export const PEOPLE = {
  visitor,
  "tenant applicant": applicant("tenant"),
  "landlord applicant": applicant("landlord"),
  tenant,
  landlord,
};
