import { afterAll, beforeAll } from "vitest";
import { startFakeAfricasTalking } from "./fake-africastalking";
import { startFakeSmtp } from "./fake-smtp";

type FakeSms = Awaited<ReturnType<typeof startFakeAfricasTalking>>;
type FakeMailServer = Awaited<ReturnType<typeof startFakeSmtp>>;

/**
 * Local fakes of Africa's Talking and of an SMTP server for a test file, started before its first test and closed
 * after its last; `env()` points an app (in this process or a child) at both.
 */
export function messageFakes() {
  const fakes = {} as { sms: FakeSms; smtp: FakeMailServer; env(): Record<string, string> };
  fakes.env = () => ({ ...fakes.sms.env(), ...fakes.smtp.env() });
  beforeAll(async () => {
    [fakes.sms, fakes.smtp] = await Promise.all([startFakeAfricasTalking(), startFakeSmtp()]);
  });
  afterAll(async () => {
    await Promise.all([fakes.sms?.close(), fakes.smtp?.close()]);
  });
  return fakes;
}
