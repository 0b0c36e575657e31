export const MAX_BATCH_LEASES = 500;
export const MAX_BATCH_CHARGES = 2_000;

/** Splits work into batches of at most 500 items and 2,000 charges (an item's own count may exceed it). */
export function* chargeBatches<T>(items: T[], chargesOf: (item: T) => number): Generator<T[]> {
  let batch: T[] = [];
  let count = 0;
  for (const item of items) {
    const n = chargesOf(item);
    if (batch.length && (batch.length >= MAX_BATCH_LEASES || count + n > MAX_BATCH_CHARGES)) {
      yield batch;
      batch = [];
      count = 0;
    }
    batch.push(item);
    count += n;
  }
  if (batch.length) yield batch;
}
