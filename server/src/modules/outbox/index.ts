/** The outbox module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */

export type { MessagePurpose, Queued } from "./service/queue";
export { queueEmail, queueSms } from "./service/queue";
export type { Outbox } from "./service/sender";
