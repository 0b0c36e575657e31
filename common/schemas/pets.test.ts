import { describe, expect, it } from "vitest";
import { translator } from "../../server/src/platform/i18n";
import { formatMoney } from "../money";
import { hasPetFees, petFeeMessages } from "./pets";

const inWords = (locale: string, pet: Parameters<typeof petFeeMessages>[0]) =>
  petFeeMessages(pet)
    .map((m) => translator(locale).text(m))
    .join(" · ");

const ugx = (amount: number) => formatMoney(amount, "UGX");
const none = { registrationFee: null, monthlyPetRent: null, securityDeposit: null, currency: "UGX" } as const;

describe("a pet's fees in words", () => {
  it("a pet without fees has 'No fees' in each language, never 'Registration None'", () => {
    expect(inWords("en", none)).toBe("No fees");
    expect(inWords("lg", none)).toBe("Tewali ssente za kusasula");
    expect(inWords("sw", none)).toBe("Hakuna ada");
    // A fee of 0 is no fee.
    expect(inWords("en", { ...none, registrationFee: 0, securityDeposit: 0 })).toBe("No fees");
    expect(hasPetFees({ ...none, monthlyPetRent: 0 })).toBe(false);
  });

  it("names only the fees the pet has", () => {
    const some = { ...none, registrationFee: 50_000, securityDeposit: 100_000 };
    expect(inWords("en", some)).toBe(`Registration ${ugx(50_000)} · Deposit ${ugx(100_000)}`);
    expect(inWords("lg", some)).toBe(`Okuwandiisa ${ugx(50_000)} · Omusingo ${ugx(100_000)}`);
    expect(inWords("sw", { ...none, monthlyPetRent: 25_000 })).toBe(`Kwa mwezi ${ugx(25_000)}`);
    expect(hasPetFees(some)).toBe(true);
    expect(inWords("en", { ...none, monthlyPetRent: 5_000, currency: "USD" })).toBe(
      `Monthly ${formatMoney(5_000, "USD")}`,
    );
  });
});
