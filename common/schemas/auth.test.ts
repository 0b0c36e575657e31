import { describe, expect, it } from "vitest";
import { translator } from "../../server/src/platform/i18n";
import {
  landlordRegistrationFormSchema,
  passwordSetupSchema,
  tenantRegisterBody,
  tenantRegistrationFormSchema,
  verificationCodeSchema,
  verificationFormSchema,
} from "./auth";

/** A schema's message in English, as the forms and the server put it into words. */
const inEnglish = (message: string) => translator().text(message);
const firstMessage = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => {
  const message = r.error?.issues[0]?.message;
  return message === undefined ? undefined : inEnglish(message);
};
/** The first message of each field, as the forms show it. */
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries(
    [...(r.error?.issues ?? [])].reverse().map((i) => [i.path.join("."), inEnglish(i.message)]),
  );

describe("verification form (spec section 5)", () => {
  it("needs the chosen method's contact", () => {
    expect(firstMessage(verificationFormSchema.safeParse({ contactMethod: "email", email: "" }))).toBe(
      "Please provide contact information",
    );
    expect(firstMessage(verificationFormSchema.safeParse({ contactMethod: "phone" }))).toBe(
      "Please provide contact information",
    );
  });
  it("checks the email and the phone length", () => {
    expect(firstMessage(verificationFormSchema.safeParse({ contactMethod: "email", email: "nope" }))).toBe(
      "Please enter a valid email",
    );
    expect(firstMessage(verificationFormSchema.safeParse({ contactMethod: "phone", phone: "0772 12" }))).toBe(
      "Phone number must be at least 10 digits",
    );
    expect(verificationFormSchema.safeParse({ contactMethod: "email", email: "a@b.ug" }).success).toBe(true);
    expect(verificationFormSchema.safeParse({ contactMethod: "phone", phone: "0772 123 456" }).success).toBe(
      true,
    );
  });
  it("a code is exactly 4 digits", () => {
    for (const bad of ["", "123", "12345", "12a4"]) {
      expect(firstMessage(verificationCodeSchema.safeParse(bad))).toBe(
        "Please enter a 4-digit verification code.",
      );
    }
    expect(verificationCodeSchema.safeParse("0042").success).toBe(true);
  });
});

describe("password (spec section 5)", () => {
  it.each([
    ["Ab1", "Password must be at least 8 characters"],
    [
      "abcdefgh1",
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [
      "ABCDEFGH1",
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [
      "Abcdefghi",
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
  ])("%s → %s", (password, message) => {
    expect(firstMessage(passwordSetupSchema.safeParse({ password, confirmPassword: password }))).toBe(
      message,
    );
  });
  it("the confirmation must match", () => {
    expect(
      messages(passwordSetupSchema.safeParse({ password: "Abcdefg1", confirmPassword: "Abcdefg2" })),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(passwordSetupSchema.safeParse({ password: "Abcdefg1", confirmPassword: "Abcdefg1" }).success).toBe(
      true,
    );
  });
});

describe("tenant registration (spec section 5)", () => {
  it("every rule has the spec's message", () => {
    const r = tenantRegistrationFormSchema.safeParse({
      firstName: "A",
      lastName: "B",
      dateOfBirth: "",
      nationalId: "123",
      emergencyContact: "Jane",
      occupation: "x",
      monthlyIncome: "",
      propertyOfInterest: "",
      unitType: "",
      moveInDate: "",
    });
    expect(messages(r)).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      dateOfBirth: "Date of birth is required",
      nationalId: "National ID must be at least 10 characters",
      emergencyContact: "Emergency contact is required",
      occupation: "Occupation is required",
      monthlyIncome: "Monthly income is required",
      propertyOfInterest: "Please select a property",
      unitType: "Please select a unit type",
      moveInDate: "Move-in date is required",
    });
  });
  const person = {
    firstName: "Amina",
    lastName: "Nakitto",
    dateOfBirth: "1994-05-12",
    nationalId: "CM94051200XYZ",
    emergencyContact: "Joseph +256772123456",
    occupation: "Teacher",
    monthlyIncome: "2,500,000",
  };
  it("accepts a complete form", () => {
    const r = tenantRegistrationFormSchema.safeParse({
      ...person,
      propertyOfInterest: 3,
      unitType: "studio",
      moveInDate: "2027-02-01",
    });
    expect(r.success).toBe(true);
  });
  it("the property of interest is optional; chosen, the unit type and move-in date are required", () => {
    expect(tenantRegistrationFormSchema.safeParse(person).success).toBe(true);
    expect(tenantRegistrationFormSchema.safeParse({ ...person, propertyOfInterest: null }).success).toBe(
      true,
    );
    const body = { ...person, role: "tenant", email: "amina@example.com", emergencyContactName: "Joseph" };
    expect(
      messages(
        tenantRegisterBody.safeParse({
          ...body,
          emergencyContactPhone: "Joseph +256772123456",
          propertyOfInterest: 7,
        }),
      ),
    ).toEqual({
      unitType: "Please select a unit type",
      moveInDate: "Move-in date is required",
    });
  });
  it("a date of birth in the future is refused", () => {
    const r = tenantRegistrationFormSchema.shape.dateOfBirth.safeParse("2999-01-01");
    expect(firstMessage(r)).toBe("Date of birth must be in the past");
  });
});

describe("landlord registration (spec section 5)", () => {
  it("every rule has the spec's message; company fields are optional", () => {
    const r = landlordRegistrationFormSchema.safeParse({
      accountType: "",
      firstName: "J",
      lastName: "",
      email: "x",
      phoneNumber: "0772",
    });
    expect(messages(r)).toEqual({
      accountType: "Please select an account type",
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      phoneNumber: "Please enter a valid phone number",
    });
    expect(
      landlordRegistrationFormSchema.safeParse({
        accountType: "individual",
        firstName: "Jo",
        lastName: "Ok",
        email: "jo@ok.ug",
        phoneNumber: "+256 772 000 111",
      }).success,
    ).toBe(true);
  });
});
