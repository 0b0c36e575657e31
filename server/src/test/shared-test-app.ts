import { afterAll, afterEach, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

type AppOptions = Parameters<typeof createTestApp>;

export interface SharedTestApp extends TestApp {
  /**
   * Gives the running test an app on a database of its own (a fresh copy of the template), closed after the
   * test: for tests that count rows in whole tables, read every mail the app sent, or need other settings
   * (without options it has the shared app's).
   */
  isolate(...options: AppOptions): Promise<void>;
}

/**
 * One app and database for all tests of a file (created before the first, closed after the last), so tests
 * must not interfere: each makes its own accounts and properties and reads only what it made. The result
 * stands for the shared app, or for the running test's own app after `isolate()`.
 */
export function sharedTestApp(...options: AppOptions | [() => AppOptions[0]]): SharedTestApp {
  let shared: TestApp | undefined;
  let own: TestApp | undefined;
  const fileOptions = (): AppOptions => {
    const [env, opts] = options;
    return [typeof env === "function" ? env() : env, opts];
  };
  beforeAll(async () => {
    shared = await createTestApp(...fileOptions());
  });
  const closeOwn = async () => {
    const app = own;
    own = undefined;
    await app?.close();
  };
  afterEach(closeOwn);
  afterAll(async () => {
    await shared?.close();
  });

  const current = (): TestApp => {
    const app = own ?? shared;
    if (!app) throw new Error("the shared test app is used outside a test");
    return app;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get mails() {
      return current().mails;
    },
    get logs() {
      return current().logs;
    },
    get storage() {
      return current().storage;
    },
    client: () => current().client(),
    close: closeOwn,
    isolate: async (...opts) => {
      await closeOwn();
      own = await createTestApp(...(opts.length > 0 ? opts : fileOptions()));
    },
  };
}
