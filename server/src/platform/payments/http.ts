import type { FastifyBaseLogger } from "fastify";
import { ProviderUnavailableError } from "./provider";

/** The logger adapters write to: Fastify's (pino) or anything with the same methods. */
export type ProviderLog = Pick<FastifyBaseLogger, "debug" | "info" | "warn" | "error">;

/** What every adapter factory takes besides its config slice. */
export interface ProviderFactoryOptions {
  /** Our public base URL (config.publicUrl): the fallback for callback URLs and the payer e-mail domain. */
  publicUrl: string;
  log?: ProviderLog;
  /** Tests pass their own; global fetch otherwise. */
  fetchImpl?: typeof fetch;
  /** How long one provider call may take, body included, before it counts as unavailable. */
  timeoutMs?: number;
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;

export interface ProviderResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  body: unknown;
}

export interface ProviderRequest {
  /** Names the provider in errors and logs. */
  provider: string;
  /** Names the operation in logs ("token", "requesttopay" ...). */
  op: string;
  method: "GET" | "POST" | "PUT";
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
  log?: ProviderLog;
}

/** Statuses that say "try again later" rather than "this request is wrong". */
function isTransient(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * One call to a provider: a timeout that covers the whole exchange (AbortController), the JSON body parsed,
 * and every way of not getting a real answer (network error, timeout, 5xx, 408, 429) turned into
 * ProviderUnavailableError. 4xx answers are returned for the adapter to interpret.
 * Logs the operation, path, status and duration only: never headers, bodies, keys or phone numbers.
 */
export async function providerFetch(req: ProviderRequest): Promise<ProviderResponse> {
  const started = Date.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), req.timeoutMs);
  const path = safePath(req.url);
  const logFields = { provider: req.provider, op: req.op, method: req.method, path };
  try {
    let res: Response;
    let text: string;
    try {
      res = await req.fetchImpl(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: controller.signal,
      });
      text = await res.text();
    } catch (err) {
      const timedOut = controller.signal.aborted;
      const reason = timedOut ? `no answer within ${req.timeoutMs} ms` : "network error";
      req.log?.warn(
        { ...logFields, durationMs: Date.now() - started, err: timedOut ? undefined : errorMessage(err) },
        `payment provider unreachable: ${reason}`,
      );
      throw new ProviderUnavailableError(`${req.provider} ${req.op}: ${reason}`);
    }
    const durationMs = Date.now() - started;
    if (isTransient(res.status)) {
      req.log?.warn({ ...logFields, status: res.status, durationMs }, "payment provider unavailable");
      throw new ProviderUnavailableError(`${req.provider} ${req.op}: HTTP ${res.status}`);
    }
    req.log?.debug({ ...logFields, status: res.status, durationMs }, "payment provider call");
    return { status: res.status, headers: res.headers, body: parseJson(text) };
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  return text.trim() ? safeJson(text) : undefined;
}

/** JSON.parse that answers undefined instead of throwing. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The URL's path without the query string (which may carry references) or credentials. */
function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "?";
  }
}

function errorMessage(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message}: ${cause.message}` : err.message;
  }
  return String(err);
}

/** "+256772123456" → "2567******56": enough to tell numbers apart in logs, not enough to call them. */
export function maskPhone(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 6) return "*".repeat(digits.length);
  return `${digits.slice(0, 4)}${"*".repeat(digits.length - 6)}${digits.slice(-2)}`;
}

/** E.164 "+256772123456" (or "256772123456", "0772123456") → "256772123456". */
export function ugandanMsisdn(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("0") && digits.length === 10) return `256${digits.slice(1)}`;
  if (digits.length === 9 && digits.startsWith("7")) return `256${digits}`;
  return digits;
}

/**
 * A provider's amount ("5000", "5000.00", 5000) as a number: whole amounts come back as integers; a
 * fractional amount is kept as is, so that the service's amount check catches it instead of a rounding.
 */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : Math.round(n * 100) / 100;
}

/** The object behind an unknown JSON value, or an empty one. */
export function obj(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The string behind an unknown JSON value (numbers too), or undefined. */
export function str(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return !!value && UUID_RE.test(value);
}

/** Joins a base URL and a path without doubling or losing the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** A 401/403 means our keys are wrong: our configuration, not the payer's fault, so the payment stays pending. */
export function refuseUnauthorized(
  res: ProviderResponse,
  provider: string,
  op: string,
  log?: ProviderLog,
): void {
  if (res.status === 401 || res.status === 403) {
    log?.error({ provider, op, status: res.status }, `${provider} refused the secret key`);
    throw new ProviderUnavailableError(`${provider} ${op}: HTTP ${res.status}`);
  }
}
