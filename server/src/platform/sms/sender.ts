/** What became of one message handed to the SMS provider. */
export type SmsAttempt =
  /** Accepted for delivery; its delivery report comes later, by `providerMessageId`. */
  | { outcome: "accepted"; providerMessageId: string | null; statusCode: number; cost: string | null }
  /** Refused for good (an invalid or blacklisted number, an unknown sender id): not tried again. */
  | { outcome: "rejected"; statusCode: number | null; reason: string }
  /** Not sent this time (no balance, the provider's or the network's failure): tried again later. */
  | { outcome: "retry"; statusCode: number | null; reason: string };

/** Sends one SMS to one E.164 number. */
export interface SmsSender {
  readonly name: string;
  send(to: string, message: string): Promise<SmsAttempt>;
}
