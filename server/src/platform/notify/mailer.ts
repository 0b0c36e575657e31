export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * What became of one email: handed to the mail server; not taken (refused or unreachable: the outbox tries
 * again); or there is no mail server to hand it to (it never goes).
 */
export type MailOutcome = { outcome: "sent" } | { outcome: "failed"; reason: string } | { outcome: "none" };

export interface Mailer {
  /** False when no mail server is set up: then no email is queued at all (outside production codes show on screen). */
  readonly enabled: boolean;
  send(message: MailMessage): Promise<MailOutcome>;
}

/** No SMTP configured: nothing is queued or delivered. */
export const noMailer: Mailer = { enabled: false, send: async () => ({ outcome: "none" }) };

export async function createMailer(smtpUrl: string | undefined, from: string): Promise<Mailer> {
  if (!smtpUrl) return noMailer;
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.default.createTransport(smtpUrl);
  return {
    enabled: true,
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
        return { outcome: "sent" };
      } catch (err) {
        // The text may hold a code: the outbox logs the message's id and this reason, never the text.
        return { outcome: "failed", reason: (err as Error).message.slice(0, 200) };
      }
    },
  };
}
