import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { translator } from "../../server/src/platform/i18n";
import {
  landlordRegistrationFormSchema,
  passwordSchema,
  passwordSetupSchema,
  tenantRegistrationFormSchema,
  verificationCodeSchema,
  verificationFormSchema,
} from "./auth";
import { leaseCreateInput } from "./leases";
import { bankDetailsInput } from "./payouts";
import { propertyCreateInput } from "./properties";
import { landlordPaymentsQuery } from "./rent";

/** Nearly the 1 MiB JSON body limit: what an attacker can put into one field. */
const HUGE = 1_000_000;
/** No uppercase letter: the worst case for the old `(?=.*[a-z])(?=.*[A-Z])(?=.*\d)` lookahead. */
const huge = (unit = "a") => unit.repeat(HUGE);

type Issue = { code: string; message: string; path: PropertyKey[]; errors?: Issue[][] };
/** The codes of the issues at `path`, including those inside a union's branches. */
function codesAt(issues: Issue[], path: string): string[] {
  return issues.flatMap((i) =>
    i.path.join(".") !== path
      ? []
      : i.code === "invalid_union"
        ? (i.errors ?? []).flatMap((branch) => codesAt(branch, ""))
        : [i.code],
  );
}

/**
 * A pattern that backtracks on a megabyte takes seconds or never ends; a length check first takes microseconds.
 * The bound is that far from both so that a loaded machine (a test run beside others) does not decide it.
 */
const NO_BACKTRACKING_MS = 1000;

function timedParse(schema: z.ZodType, value: unknown) {
  const started = performance.now();
  const result = schema.safeParse(value);
  return { ms: performance.now() - started, issues: (result.error?.issues ?? []) as Issue[] };
}

describe("a length limit stops a huge string before any pattern sees it", () => {
  it("a 1 MB password: one issue, its length, at once", () => {
    const { ms, issues } = timedParse(passwordSchema, huge());
    expect(issues.map((i) => translator().text(i.message))).toEqual([
      "Password must be at most 128 characters",
    ]);
    expect(ms).toBeLessThan(NO_BACKTRACKING_MS);
  });

  it("the character rule is linear: three simple searches, same verdicts as before", () => {
    expect(passwordSchema.safeParse("Kampala2026").success).toBe(true);
    for (const bad of ["kampala2026", "KAMPALA2026", "Kampalaaaaa"]) {
      expect(translator().text(passwordSchema.safeParse(bad).error?.issues[0]?.message ?? "")).toBe(
        "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      );
    }
    const { ms } = timedParse(passwordSchema, "a".repeat(128));
    expect(ms).toBeLessThan(NO_BACKTRACKING_MS);
    const set = timedParse(passwordSetupSchema, { password: huge(), confirmPassword: huge() });
    expect(set.ms).toBeLessThan(NO_BACKTRACKING_MS);
    expect(translator().text(set.issues[0]?.message ?? "")).toBe("Password must be at most 128 characters");
  });

  // [name, schema, value, the path of the length issue]
  const cases: [string, z.ZodType, unknown, string][] = [
    ["verification code", verificationCodeSchema, huge("1"), ""],
    ["verification form email", verificationFormSchema, { contactMethod: "email", email: huge() }, "email"],
    [
      "verification form phone",
      verificationFormSchema,
      { contactMethod: "phone", phone: huge("1") },
      "phone",
    ],
    ["date of birth", tenantRegistrationFormSchema.shape.dateOfBirth, `1994-05-12${huge("1")}`, ""],
    ["landlord phone", landlordRegistrationFormSchema.shape.phoneNumber, huge("1"), ""],
    ["bank account number", bankDetailsInput.shape.bankAccountNumber, huge("1"), ""],
    ["mobile money number", bankDetailsInput.shape.mobileMoneyNumber, huge("1"), ""],
    ["property image URL", propertyCreateInput.shape.imageUrl, `https://${huge()}`, ""],
    ["lease start date", leaseCreateInput.shape.startDate, huge("1"), ""],
    ["lease email", leaseCreateInput.shape.email, `${huge()}@example.com`, ""],
    ["payments month", landlordPaymentsQuery.shape.month, huge("1"), ""],
  ];
  it.each(cases)("%s", (_name, schema, value, path) => {
    const { ms, issues } = timedParse(schema, value);
    expect(ms).toBeLessThan(NO_BACKTRACKING_MS);
    const codes = codesAt(issues, path);
    expect(codes).toContain("too_big");
    // Neither the pattern (invalid_format) nor a refinement (custom) ran.
    expect(codes).not.toContain("invalid_format");
    expect(codes).not.toContain("custom");
  });
});
