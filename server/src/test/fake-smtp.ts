import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface FakeMail {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  /** The text part, decoded. */
  text: string;
}

/** Quoted-printable (RFC 2045) to text: soft line breaks go, =XX bytes are UTF-8. */
function fromQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
}

/** An encoded-word subject (=?UTF-8?Q?...?= or ?B?) to text. */
function fromEncodedWords(s: string): string {
  return s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : fromQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function parse(raw: string, to: string[]): FakeMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4).replace(/\r\n$/, "");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1] ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? fromQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { to, subject: fromEncodedWords(header("Subject")), text: text.replace(/\r\n/g, "\n") };
}

/**
 * A local SMTP server (smtp-server, the library nodemailer's authors keep) that takes every message without
 * authentication and keeps it, decoded. `failNext(n)` answers the next n messages with a temporary failure (451),
 * as a mail server that is down for a moment does. `env()` points the app's SMTP_URL at it.
 */
export async function startFakeSmtp() {
  const received: FakeMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          const err = Object.assign(new Error("Try again later"), { responseCode: 451 });
          return callback(err);
        }
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(parse(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
