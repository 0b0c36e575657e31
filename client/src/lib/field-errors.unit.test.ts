import { asMessage } from "@common/i18n/message";
import { describe, expect, it } from "vitest";
import { withoutErrors } from "./field-errors";

describe("withoutErrors", () => {
  const errors = { name: asMessage("Enter the name."), amount: asMessage("Enter an amount.") };

  it("drops the changed fields' messages and keeps the others", () => {
    expect(withoutErrors("name")(errors)).toEqual({ amount: "Enter an amount." });
    expect(withoutErrors("name", "amount")(errors)).toEqual({});
  });

  it("answers the same object when the field had no message, so nothing renders again", () => {
    expect(withoutErrors("dueDate")(errors)).toBe(errors);
  });
});
