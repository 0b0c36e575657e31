import { describe, expect, it } from "vitest";
import { type MatchLease, matchIndex, matchLine } from "./matching";

const lease = (over: Partial<MatchLease> & Pick<MatchLease, "id">): MatchLease => ({
  firstName: "Amina",
  lastName: "Nakitto",
  paymentReference: null,
  monthlyRent: 1_500_000,
  balance: 1_500_000,
  current: true,
  ...over,
});

const amina = lease({ id: "a", paymentReference: "NY7KQ4PX" });
const john = lease({
  id: "j",
  firstName: "John",
  lastName: "Okello",
  paymentReference: "NYABC234",
  monthlyRent: 800_000,
  balance: 1_600_000,
});
const index = matchIndex([amina, john]);
const line = (description: string, amount = 123, reference: string | null = null) => ({
  description,
  amount,
  reference,
});

describe("matching a statement line to a lease", () => {
  it("by the payment reference, however it is written, in the narration or the reference column", () => {
    for (const text of ["RENT NY7KQ4PX", "ny 7kq4px march", "TRF/NY-7KQ4PX/FEB", "n y 7 k q 4 p x"]) {
      expect(matchLine(index, line(text)), text).toEqual({ status: "matched", leaseId: "a" });
    }
    expect(matchLine(index, line("DEPOSIT", 5, "NY7KQ4PX"))).toEqual({ status: "matched", leaseId: "a" });
    // An ended lease's reference still matches (arrears paid after moving out).
    const ended = matchIndex([{ ...amina, current: false }]);
    expect(matchLine(ended, line("NY7KQ4PX"))).toEqual({ status: "matched", leaseId: "a" });
  });

  it("two leases' references on one line: for the landlord to decide", () => {
    expect(matchLine(index, line("NY7KQ4PX NYABC234"))).toEqual({ status: "unmatched", leaseId: null });
  });

  it("suggests by a tenant's name and the monthly rent or the balance owed", () => {
    expect(matchLine(index, line("CASH DEPOSIT BY AMINA", 1_500_000))).toEqual({
      status: "suggested",
      leaseId: "a",
    });
    expect(matchLine(index, line("okello j rent", 800_000))).toEqual({ status: "suggested", leaseId: "j" });
    expect(matchLine(index, line("OKELLO", 1_600_000))).toEqual({ status: "suggested", leaseId: "j" });
  });

  it("needs both the name as a whole word and the amount", () => {
    expect(matchLine(index, line("AMINA", 1_400_000)).status).toBe("unmatched");
    expect(matchLine(index, line("AMINAH TRADERS", 1_500_000)).status).toBe("unmatched");
    expect(matchLine(index, line("JOHNSON", 800_000)).status).toBe("unmatched");
    expect(matchLine(index, line("SALARY", 1_500_000)).status).toBe("unmatched");
  });

  it("names shorter than three letters never match, and ended leases are not suggested", () => {
    const short = matchIndex([lease({ id: "s", firstName: "Jo", lastName: "Ky", monthlyRent: 10 })]);
    expect(matchLine(short, line("JO KY", 10)).status).toBe("unmatched");
    const ended = matchIndex([{ ...amina, current: false }]);
    expect(matchLine(ended, line("AMINA", 1_500_000)).status).toBe("unmatched");
  });

  it("is unmatched when several leases qualify by name and amount", () => {
    const twins = matchIndex([lease({ id: "1" }), lease({ id: "2", firstName: "Grace" })]);
    expect(matchLine(twins, line("NAKITTO", 1_500_000))).toEqual({ status: "unmatched", leaseId: null });
    expect(matchLine(twins, line("GRACE NAKITTO", 1_500_000))).toEqual({
      status: "unmatched",
      leaseId: null,
    });
    expect(matchLine(twins, line("GRACE", 1_500_000))).toEqual({ status: "suggested", leaseId: "2" });
  });

  it("a balance in credit is no amount to match", () => {
    const credit = matchIndex([lease({ id: "c", monthlyRent: 1, balance: -500 })]);
    expect(matchLine(credit, line("AMINA", -500)).status).toBe("unmatched");
  });
});
