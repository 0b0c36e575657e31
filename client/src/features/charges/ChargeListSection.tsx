import type { Message } from "@common/i18n/message";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CardError, CardSkeleton } from "@/components/page-states";

/** A list of the charges page under its heading: loading, the failure with Retry, `empty`, or the items. */
export function ChargeListSection<T>({
  headingId,
  heading,
  list,
  empty,
  children,
}: {
  headingId: string;
  heading: Message;
  list: UseQueryResult<{ items: T[] }, unknown>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {list.isPending ? (
        <CardSkeleton />
      ) : list.isError ? (
        <CardError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : !list.data.items.length ? (
        empty
      ) : (
        children(list.data.items)
      )}
    </section>
  );
}
