import { describe, expect, it, vi } from "vitest";

describe("zod-jitless", () => {
  it("makes zod skip its eval probe and compiled parsers, without loading zod itself", async () => {
    await import("./zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    // The probe is a `new Function("")`: with the flag set, making and using an object schema never calls it.
    const probe = vi.spyOn(globalThis, "Function");
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.parse({ name: "Amina", age: 30 })).toEqual({ name: "Amina", age: 30 });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
