import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_AT = { username: "nyumba", apiKey: "fake-at-api-key" };
/** Numbers the fake refuses the way Africa's Talking does. */
export const AT_INVALID_NUMBER = "+256700000403";
export const AT_NO_BALANCE = "+256700000405";

export interface FakeSms {
  username: string;
  to: string;
  message: string;
  from: string | null;
}

/**
 * A local stand-in for Africa's Talking's SMS API as documented: `POST /version1/messaging` with the `apiKey`
 * header and form fields username, to, message and from; 201 with `SMSMessageData.Recipients[]` (statusCode,
 * number, status, cost, messageId); 401 for a wrong key. `failNext(n)` answers the next n requests with a 500.
 */
export async function startFakeAfricasTalking() {
  const sent: FakeSms[] = [];
  let failures = 0;
  let ids = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString();
    });
    req.on("end", () => {
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.method !== "POST" || req.url !== "/version1/messaging")
        return reply(404, { error: "not found" });
      if (req.headers.apikey !== FAKE_AT.apiKey || req.headers.accept !== "application/json")
        return reply(401, "The supplied authentication is invalid");
      if (failures > 0) {
        failures -= 1;
        return reply(500, { error: "internal" });
      }
      const form = new URLSearchParams(body);
      const message = {
        username: form.get("username") ?? "",
        to: form.get("to") ?? "",
        message: form.get("message") ?? "",
        from: form.get("from"),
      };
      if (message.username !== FAKE_AT.username) return reply(401, "The supplied authentication is invalid");
      sent.push(message);
      const recipient =
        message.to === AT_INVALID_NUMBER
          ? {
              statusCode: 403,
              number: message.to,
              status: "InvalidPhoneNumber",
              cost: "0",
              messageId: "None",
            }
          : message.to === AT_NO_BALANCE
            ? {
                statusCode: 405,
                number: message.to,
                status: "InsufficientBalance",
                cost: "0",
                messageId: "None",
              }
            : {
                statusCode: 101,
                number: message.to,
                status: "Success",
                cost: "UGX 30.0000",
                messageId: `ATXid_${++ids}`,
              };
      reply(201, {
        SMSMessageData: { Message: "Sent to 1/1 Total Cost: UGX 30.0000", Recipients: [recipient] },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sent,
    failNext(n: number) {
      failures = n;
    },
    /** The environment that points the app at this fake. */
    env(extra: Record<string, string> = {}) {
      return {
        SMS_PROVIDER: "africastalking",
        AT_BASE_URL: `http://127.0.0.1:${port}`,
        AT_USERNAME: FAKE_AT.username,
        AT_API_KEY: FAKE_AT.apiKey,
        AT_SENDER_ID: "NYUMBA",
        SMS_CALLBACK_TOKEN: "delivery-reports-secret-123",
        ...extra,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
