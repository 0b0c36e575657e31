/**
 * How old the page's data is, by the server's clock: the oldest `X-As-Of` of the GET answers it received
 * (common/realtime/catch-up.ts; the service worker's kept answers keep theirs). Unknown while a GET is on its way,
 * and for good once an answer came without the header (the signed-in user the offline layer kept from the HTML).
 */
let oldest: number | undefined;
let unknown = false;
let inFlight = 0;
let settled: (() => void)[] = [];

/** A GET starts: call the result once it ends, with its answer's header (null: none), or undefined if it failed. */
export function answerAsked(): (asOf: string | null | undefined) => void {
  inFlight += 1;
  let ended = false;
  return (asOf) => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (!inFlight) {
      for (const resolve of settled) resolve();
      settled = [];
    }
    if (asOf === undefined) return;
    const at = asOf === null ? Number.NaN : Number(asOf);
    if (!Number.isFinite(at)) unknown = true;
    else if (oldest === undefined || at < oldest) oldest = at;
  };
}

/** The oldest answer's server time, or undefined when it cannot be known now. */
export function dataAsOf(): number | undefined {
  return unknown || inFlight > 0 ? undefined : oldest;
}

/** Resolves when no GET is on its way (at once when none is). */
export function answersSettled(): Promise<void> {
  return inFlight ? new Promise((resolve) => settled.push(resolve)) : Promise.resolve();
}
