import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Outbox } from "./modules/outbox/service/sender";
import type { Mailer } from "./platform/notify/mailer";
import type { PaymentProviders } from "./platform/payments/registry";
import type { Realtime } from "./platform/realtime/types";
import type { SmsSender } from "./platform/sms/sender";
import type { Storage } from "./platform/storage/storage";

/** What every module needs, passed in explicitly so tests can build the app on their own database. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Uploaded files (national ID photos ...). */
  storage: Storage;
  /** Mobile money and card providers (sandbox by default). */
  payments: PaymentProviders;
  /** Sockets and fan-out (in this process, or across instances through Redis). */
  realtime: Realtime;
  /** The SMS provider (Africa's Talking), or null when none is set up. */
  sms: SmsSender | null;
  /** Sends what the outbox holds: woken after each commit that queued messages (docs/decisions/0040). */
  outbox: Outbox;
}
