import { call } from "./api";

// Requests written offline wait here (this browser's storage) and go when the connection returns, each with its
// own Idempotency-Key, so a copy that arrives twice is filed once. Only what is safe to send late is queued:
// maintenance requests. Payments are never queued.

const KEY = "nyumba.outbox";

export interface QueuedMaintenance {
  key: string;
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

export const queuedCount = (): number => read().length;

/** Keeps a request to send later; false when this browser cannot store it (then it cannot wait). */
export function queueMaintenance(body: QueuedMaintenance["body"]): boolean {
  try {
    write([...read(), { key: crypto.randomUUID(), queuedAt: new Date().toISOString(), body }]);
    return true;
  } catch {
    return false;
  }
}

let flushing: Promise<number> | undefined;

/**
 * Sends what waits, oldest first; stops at the first network failure (still offline) and keeps the rest. A request
 * the server refuses (the lease ended, say) is dropped rather than retried for ever. Returns how many were sent.
 */
export function flushOutbox(): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const item of read()) {
        try {
          await call("maintenance.create", { body: item.body }, { idempotencyKey: item.key });
          sent += 1;
        } catch (e) {
          if ((e as { status?: number }).status === 0) break;
        }
        write(read().filter((i) => i.key !== item.key));
      }
    } finally {
      flushing = undefined;
    }
    return sent;
  })();
  return flushing;
}
