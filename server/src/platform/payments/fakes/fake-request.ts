import type { FastifyRequest } from "fastify";
import type { OutgoingCallback } from "./fake-server";

/**
 * The parts of a FastifyRequest that verifyWebhook reads, for unit tests without an app: method, headers
 * (lower-cased, as Node gives them), the parsed body, query, and the raw body the payments routes keep.
 */
export function fakeWebhookRequest(input: {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string | Buffer;
  query?: Record<string, string>;
}): FastifyRequest {
  const headers = Object.fromEntries(
    Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    method: input.method ?? "POST",
    headers,
    body: input.body,
    rawBody: input.rawBody,
    query: input.query ?? {},
  } as unknown as FastifyRequest;
}

/** A provider's outgoing callback as the request our route would see (JSON parsed, raw body kept). */
export function requestFromCallback(callback: OutgoingCallback): FastifyRequest {
  let body: unknown;
  try {
    body = JSON.parse(callback.body);
  } catch {
    body = callback.body;
  }
  return fakeWebhookRequest({
    method: callback.method,
    headers: callback.headers,
    body,
    rawBody: callback.body,
  });
}
