import type { SmsAttempt, SmsSender } from "./sender";

export interface AfricasTalkingConfig {
  /** https://api.africastalking.com, https://api.sandbox.africastalking.com, or a local fake in tests. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** The registered sender id (alphanumeric or short code); the provider's default when absent. */
  senderId?: string;
  timeoutMs?: number;
}

interface Recipient {
  statusCode?: number;
  number?: string;
  status?: string;
  cost?: string;
  messageId?: string;
}

/** Per-recipient status codes (Africa's Talking SMS API): sent, or refused for good, or worth another try. */
const ACCEPTED = new Set([100, 101, 102]);
const RETRYABLE = new Set([401, 405, 500, 501, 502]);

/**
 * A small client of Africa's Talking's SMS API (`POST /version1/messaging`, form fields username, to, message and
 * from, the `apiKey` header): our own, because their npm package fixes its URLs at module level and cannot be
 * pointed at a local fake. One recipient a call, so each message has its own status and id.
 */
export class AfricasTalkingSms implements SmsSender {
  readonly name = "africastalking";
  constructor(private readonly config: AfricasTalkingConfig) {}

  async send(to: string, message: string): Promise<SmsAttempt> {
    const form = new URLSearchParams({ username: this.config.username, to, message });
    if (this.config.senderId) form.set("from", this.config.senderId);
    let res: Response;
    try {
      res = await fetch(`${this.config.baseUrl.replace(/\/$/, "")}/version1/messaging`, {
        method: "POST",
        headers: {
          apiKey: this.config.apiKey,
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: form,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (err) {
      return {
        outcome: "retry",
        statusCode: null,
        reason: `network: ${(err as Error).message}`.slice(0, 200),
      };
    }
    const text = await res.text();
    if (res.status >= 500) return { outcome: "retry", statusCode: res.status, reason: `HTTP ${res.status}` };
    if (res.status === 401) return { outcome: "rejected", statusCode: 401, reason: "authentication failed" };
    if (res.status >= 400) return { outcome: "rejected", statusCode: res.status, reason: text.slice(0, 200) };
    let recipient: Recipient | undefined;
    try {
      recipient = (JSON.parse(text) as { SMSMessageData?: { Recipients?: Recipient[] } }).SMSMessageData
        ?.Recipients?.[0];
    } catch {
      return { outcome: "retry", statusCode: res.status, reason: "unreadable answer" };
    }
    if (!recipient || typeof recipient.statusCode !== "number")
      return { outcome: "rejected", statusCode: null, reason: "no recipient in the answer" };
    const code = recipient.statusCode;
    if (ACCEPTED.has(code))
      return {
        outcome: "accepted",
        providerMessageId: recipient.messageId ?? null,
        statusCode: code,
        cost: recipient.cost ?? null,
      };
    const reason = (recipient.status ?? `status ${code}`).slice(0, 200);
    return RETRYABLE.has(code)
      ? { outcome: "retry", statusCode: code, reason }
      : { outcome: "rejected", statusCode: code, reason };
  }
}
