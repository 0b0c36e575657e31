import type { ServerEvent } from "../../../../common/realtime/events";
import { logFailure } from "../http/request-context";
import type { PublishOptions, Realtime } from "./types";

// What is published after a commit is a hint to the open screens, not the change: the change is committed, and
// a screen that missed the hint catches up when its socket reconnects (docs/realtime.md). A fan-out that fails
// (Redis down, a socket's error) is logged with the request or job that caused it, and the request still
// answers its success: a 500 would have the person send again what is already done.

/** Publishes `event` to `topic`; a failure is logged (logFailure: with the request id), never thrown. */
export async function publishAfterCommit(
  realtime: Pick<Realtime, "publish">,
  topic: string,
  event: ServerEvent,
  options?: PublishOptions,
): Promise<void> {
  await realtime
    .publish(topic, event, options)
    .catch((err) =>
      logFailure(err, "realtime: publishing after the commit failed", { topic, event: event.type }),
    );
}

/** Sends the internal signal `name` to `topic`'s sockets; a failure is logged, never thrown. */
export async function signalAfterCommit(
  realtime: Pick<Realtime, "signal">,
  topic: string,
  name: string,
): Promise<void> {
  await realtime
    .signal(topic, name)
    .catch((err) => logFailure(err, "realtime: signalling after the commit failed", { topic, signal: name }));
}
