import type { FastifyInstance, InjectOptions } from "fastify";
import { STATE_CHANGING_METHODS } from "../platform/http/origin-check";

/**
 * Talks to the app like one browser: keeps its cookies between requests and, like a browser on our own pages,
 * sends our Origin with every state-changing request (a header passed to a request replaces it).
 */
export class TestClient {
  private cookies = new Map<string, string>();
  /** Sent on POST, PUT, PATCH and DELETE; undefined sends none (see `withoutOrigin`). */
  origin: string | undefined;
  constructor(
    private app: FastifyInstance,
    readonly ip = "127.0.0.1",
  ) {
    this.origin = new URL(app.deps.config.publicUrl).origin;
  }

  /** From now on no Origin header: a script or a forged request rather than our pages. */
  withoutOrigin(): this {
    this.origin = undefined;
    return this;
  }

  async request(
    method: InjectOptions["method"],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const origin =
      this.origin && STATE_CHANGING_METHODS.has(String(method).toUpperCase()) ? { origin: this.origin } : {};
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...origin, ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined
        ? {}
        : typeof body === "string"
          ? { payload: body }
          : { payload: body as object }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === "";
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let json: unknown;
    try {
      json = res.json();
    } catch {
      json = undefined;
    }
    return {
      status: res.statusCode,
      body: json as Record<string, unknown> & { error?: string; code?: string },
      res,
    };
  }

  get = (url: string) => this.request("GET", url);
  post = (url: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request("POST", url, body, headers);

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }
  clearCookies(): void {
    this.cookies.clear();
  }
}
