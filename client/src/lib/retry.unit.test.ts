import { expect, it } from "vitest";
import { mayPassOnRetry } from "./retry";

// As the API client's ApiError carries it: the HTTP status, 0 when the request never arrived.
const answered = (status: number) => mayPassOnRetry(Object.assign(new Error("message"), { status }));

it("offers another try when the request never arrived or the server failed, not when it refused", () => {
  for (const status of [0, 408, 429, 500, 502, 503]) expect(answered(status), String(status)).toBe(true);
  for (const status of [400, 401, 403, 404, 409, 413, 422])
    expect(answered(status), String(status)).toBe(false);
  expect(mayPassOnRetry(new TypeError("Failed to fetch"))).toBe(true);
  expect(mayPassOnRetry(undefined)).toBe(true);
});
