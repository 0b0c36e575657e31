import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newPaymentReference, normalizePaymentReference, REFERENCE_ALPHABET } from "./payment-reference";

describe("payment references", () => {
  it("are NY and six characters without look-alikes", () => {
    for (let i = 0; i < 200; i++) {
      const ref = newPaymentReference((n) => randomBytes(n));
      expect(ref).toMatch(/^NY[A-Z2-9]{6}$/);
      for (const c of ref.slice(2)) expect(REFERENCE_ALPHABET).toContain(c);
      expect(ref.slice(2)).not.toMatch(/[01OIL]/);
    }
  });

  it("differ from one lease to the next", () => {
    const seen = new Set(Array.from({ length: 1000 }, () => newPaymentReference((n) => randomBytes(n))));
    expect(seen.size).toBe(1000);
  });

  it("are read back as people write them", () => {
    expect(normalizePaymentReference("NY7K3QPX")).toBe("NY7K3QPX");
    expect(normalizePaymentReference("ny-7k3 qpx")).toBe("NY7K3QPX");
    expect(normalizePaymentReference("Rent Nov NY7K3QPX Amina")).toBe("NY7K3QPX");
    expect(normalizePaymentReference("NY7K3QP")).toBeNull();
    expect(normalizePaymentReference("NY1K3QPX")).toBeNull();
    expect(normalizePaymentReference("x".repeat(100))).toBeNull();
  });
});
