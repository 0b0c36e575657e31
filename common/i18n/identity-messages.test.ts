import { describe, expect, it } from "vitest";
import { translator } from "../../server/src/platform/i18n";
import { UNIT_TYPE_PREFERENCE_BEDROOMS, UNIT_TYPE_PREFERENCES } from "../constants";
import { msg } from "./message";

// The identity domain's messages that choose their words (plurals, selects) say what the screens said before.
const en = translator();

describe("sign-up and sign-in messages with choices", () => {
  it("a unit type preference in words", () => {
    expect(
      UNIT_TYPE_PREFERENCES.map((type) =>
        en.t("signup.unitTypePreference", { bedrooms: UNIT_TYPE_PREFERENCE_BEDROOMS[type] }),
      ),
    ).toEqual(["Studio", "1 Bedroom", "2 Bedrooms", "3 Bedrooms"]);
  });

  it("a tenant's application in the landlord's activity, stored as a message and read in words", () => {
    const stored = msg("signup.activityApplied", {
      tenant: "Amina Nakitto",
      property: "Kampala Heights",
      bedrooms: 0,
    });
    expect(en.text(stored)).toBe("Amina Nakitto applied for Kampala Heights (Studio)");
  });

  it("each role's words", () => {
    expect(en.t("signup.accountCreated", { role: "landlord" })).toBe(
      "Your landlord account has been created. Welcome to Nyumba!",
    );
    expect(en.t("signup.passwordSubtitle", { role: "tenant" })).toBe(
      "Choose a strong password for your tenant account.",
    );
    expect(en.t("auth.signInAs", { role: "tenant" })).toBe("Sign In as Tenant");
    expect(en.t("auth.signInAs", { role: "landlord" })).toBe("Sign In as Landlord");
    expect(en.t("signup.missingContact", { method: "phone" })).toBe("Please enter your phone address first.");
  });

  it("relative times", () => {
    expect(en.t("auth.relativeMinutes", { minutes: 1 })).toBe("1 min ago");
    expect(en.t("auth.relativeHours", { hours: 3 })).toBe("3 h ago");
    expect(en.t("auth.relativeDays", { days: 1 })).toBe("yesterday");
    expect(en.t("auth.relativeDays", { days: 2 })).toBe("2 days ago");
  });
});
