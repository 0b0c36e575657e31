import { call } from "./api";

// Requests written offline wait here (this browser's storage) and go when the connection returns, each with its
// own Idempotency-Key, so a copy that arrives twice is filed once. Only what is safe to send late is queued:
// maintenance requests. Payments are never queued.

const KEY = "nyumba.outbox";

export interface QueuedMaintenance {
  key: string;
  /** The account that wrote it: only that account's session sends it. */
  userId: string;
  queuedAt: string;
  body: {
    title: string;
    priority: "low" | "medium" | "high" | "urgent";
    category: string;
    issue: string;
    description?: string;
    contact?: string;
  };
}

function read(): QueuedMaintenance[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as QueuedMaintenance[]) : [];
  } catch {
    return [];
  }
}

function write(items: QueuedMaintenance[]): void {
  if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
  else localStorage.removeItem(KEY);
}

// Requests queued before they named their writer go with the first account that sends.
const isOf = (userId: string) => (i: QueuedMaintenance) => i.userId === userId || i.userId === undefined;

export const queuedCount = (userId: string): number => read().filter(isOf(userId)).length;

/** Keeps a request to send later; false when this browser cannot store it (then it cannot wait). */
export function queueMaintenance(userId: string, body: QueuedMaintenance["body"]): boolean {
  try {
    write([...read(), { key: crypto.randomUUID(), userId, queuedAt: new Date().toISOString(), body }]);
    return true;
  } catch {
    return false;
  }
}

let flushing: Promise<number> | undefined;

/** Still offline, or the session ended (the writer sends it when they sign in again): the request waits. */
const WAITS = new Set([0, 401]);

/**
 * Sends what the signed-in account wrote, oldest first; stops when the request cannot go yet (see WAITS) and
 * keeps the rest. A request the server refuses (the lease ended, say) is dropped rather than retried for ever.
 * Another account's requests stay for that account. Returns how many were sent.
 */
export function flushOutbox(userId: string): Promise<number> {
  // Cleared in a later task: with nothing to send, `send` settles at once, and a `finally` inside it would run
  // before this assignment and leave every later flush answering that settled promise.
  flushing ??= send(userId).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function send(userId: string): Promise<number> {
  let sent = 0;
  for (const item of read().filter(isOf(userId))) {
    try {
      await call("maintenance.create", { body: item.body }, { idempotencyKey: item.key });
      sent += 1;
    } catch (e) {
      if (WAITS.has((e as { status?: number }).status ?? -1)) break;
    }
    write(read().filter((i) => i.key !== item.key));
  }
  return sent;
}
