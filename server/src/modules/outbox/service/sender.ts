import { crashPoint } from "../../../platform/crash-point";
import { logFailure } from "../../../platform/http/request-context";
import { attemptMessage, deliverDueMessages, type SendDeps, type SendOutcome } from "./attempt";

/**
 * The sender of one process (deps.outbox). Messages are queued in the transaction of what they announce
 * (queue.ts); after the commit the code that queued them only wakes the sender with their ids. A message whose
 * wake never came (the process died after the commit) is sent by `drain`: at start-up, and by the `deliver-outbox`
 * job every minute on every instance. Each try claims its message with FOR UPDATE SKIP LOCKED, so a wake, the
 * job and another instance never send one message twice.
 */
export interface Outbox {
  /**
   * Tries these messages now; resolves with each one's outcome once tried (a code's sender waits for it, to say
   * whether it went). Never rejects: a failure is logged and the message stays queued for the job.
   */
  wake(ids: readonly string[], now?: Date): Promise<Map<string, SendOutcome>>;
  /** Tries every message that is due; resolves with how many were tried. Never rejects. */
  drain(now?: Date): Promise<number>;
  /** Stops taking wakes and waits for the tries under way (the app's close, before the database's). */
  close(): Promise<void>;
}

export function createOutbox(deps: SendDeps & { config: { crashAt: string | null } }): Outbox {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  };

  async function tryEach(ids: readonly string[], now?: Date) {
    const outcomes = new Map<string, SendOutcome>();
    for (const id of ids) {
      try {
        outcomes.set(id, await attemptMessage(deps, id, now));
      } catch (err) {
        logFailure(err, "outbox: a try failed; the job tries the message again", { messageId: id }, deps.log);
      }
    }
    return outcomes;
  }

  return {
    wake(ids, now) {
      crashPoint(deps.config, "outbox-before-wake");
      if (closed || !ids.length) return Promise.resolve(new Map());
      return track(tryEach(ids, now));
    },
    drain(now) {
      if (closed) return Promise.resolve(0);
      return track(
        deliverDueMessages(deps, now).catch((err) => {
          logFailure(err, "outbox: a round of due messages failed", {}, deps.log);
          return 0;
        }),
      );
    },
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
}
