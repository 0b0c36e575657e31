/**
 * A conversation's messages as the screen holds them: one copy per `seq`, oldest first. Pages of history, the
 * catch-up after a reconnect (`GET /api/chat?after=<last seq>`) and live `new_chat_message` events arrive in any
 * order and overlap; merging by seq keeps nothing twice and loses nothing (docs/decisions/0015).
 */
export interface Sequenced {
  seq: number;
}

/**
 * The union of both lists by seq, oldest first. A message in `incoming` replaces the one of the same seq in
 * `existing` (a removal arrives as the same seq with `removed: true`). Neither list needs to be sorted.
 */
export function mergeBySeq<T extends Sequenced>(existing: readonly T[], incoming: readonly T[]): T[] {
  if (!incoming.length && isSorted(existing)) return [...existing];
  const bySeq = new Map<number, T>();
  for (const m of existing) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held (0 for none): what a reconnecting client asks to catch up after. */
export function lastSeqOf(messages: readonly Sequenced[]): number {
  let last = 0;
  for (const m of messages) if (m.seq > last) last = m.seq;
  return last;
}

/**
 * Marks a message removed ('Message removed') wherever it is held: its text goes, its place stays. Returns
 * the same array when the message is not held.
 */
export function markRemoved<T extends Sequenced & { id: string; content: string; removed: boolean }>(
  messages: readonly T[],
  messageId: string,
): T[] {
  const i = messages.findIndex((m) => m.id === messageId);
  if (i === -1) return messages as T[];
  const copy = [...messages];
  copy[i] = { ...copy[i]!, content: "", removed: true };
  return copy;
}

function isSorted(list: readonly Sequenced[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i - 1]!.seq >= list[i]!.seq) return false;
  return true;
}
