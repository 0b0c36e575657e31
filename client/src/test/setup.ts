import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts what a test rendered after it only where the test runner has global hooks: ours has not.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
