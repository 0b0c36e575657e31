import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, type RenderHookOptions, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach } from "vitest";

// Testing Library unmounts what a test rendered after it only where the runner has global hooks; ours has not.
// Registered by the files that render (importing this module), so the others do not load React DOM.
afterEach(cleanup);

/** A query client as the app's, but without retries (a failure shows at once) and with nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** renderHook under a QueryClientProvider of its own (or the one given). */
export function renderWithQueries<Result, Props>(
  hook: (props: Props) => Result,
  { client = testQueryClient(), ...options }: RenderHookOptions<Props> & { client?: QueryClient } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper, ...options }) };
}
