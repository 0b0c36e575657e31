import { AsyncLocalStorage } from "node:async_hooks";

type Memo = Map<string, Promise<unknown>>;
const scope = new AsyncLocalStorage<WeakMap<object, Memo>>();

/**
 * Runs the reads of one composite answer (the tenant dashboard's cards) with a memo they share: a lookup several
 * of them start with (the tenant's lease) is read once. A read that writes on first use (chat's community room)
 * must not trust a memoised lookup to show its write: chat's cards find the room through communityOf. Memoised
 * values are shared by the cards: treat them as read-only.
 */
export function withReadMemo<T>(reads: () => Promise<T>): Promise<T> {
  return scope.run(new WeakMap(), reads);
}

/**
 * `load()` once per database object and key inside `withReadMemo`; outside it (every other request), each call
 * runs `alone()`: `load()` unless the caller has a lighter read for when nothing shares the answer.
 */
export function memoisedRead<T>(db: object, key: string, load: () => Promise<T>, alone = load): Promise<T> {
  const memos = scope.getStore();
  if (!memos) return alone();
  const memo = memos.get(db) ?? new Map<string, Promise<unknown>>();
  memos.set(db, memo);
  const value = (memo.get(key) as Promise<T> | undefined) ?? load();
  memo.set(key, value);
  return value;
}
