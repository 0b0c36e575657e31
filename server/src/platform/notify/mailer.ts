import type { FastifyBaseLogger } from "fastify";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** True when the message was handed to a mail server; false when there is none or delivery failed. */
  send(message: MailMessage): Promise<boolean>;
}

/** No SMTP configured: nothing is delivered (outside production the caller shows the code instead). */
export const noMailer: Mailer = { send: async () => false };

export async function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): Promise<Mailer> {
  if (!smtpUrl) return noMailer;
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.default.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
        return true;
      } catch (err) {
        // The message text may hold a code: log only where it was going and why it failed.
        log.warn(
          { to: message.to, subject: message.subject, err: (err as Error).message },
          "email delivery failed",
        );
        return false;
      }
    },
  };
}
