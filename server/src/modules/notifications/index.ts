/** The notifications module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */

export type { DeliverDeps } from "./deliver";
export { deliverNotifications } from "./deliver";
export type { Keyset } from "./keyset";
export { afterCursor, decodeCursor, invalidCursor, keysetAt, pageOf } from "./keyset";
export type { MessageDeps, NewNotification, StoredNotification } from "./notify";
export { notify } from "./notify";
