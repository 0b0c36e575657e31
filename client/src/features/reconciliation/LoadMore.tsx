import type { Message } from "@common/i18n/message";
import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";

/** Under a paged list: why the next page failed, and 'Load More' while there is one. */
export function LoadMore({ query, failed }: { query: UseInfiniteQueryResult<unknown>; failed: Message }) {
  return (
    <>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-red-700">
          {apiErrorMessage(query.error, failed)}
        </p>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="w-full sm:w-auto"
          >
            {query.isFetchingNextPage ? t("common.loading") : t("common.loadMore")}
          </Button>
        </div>
      )}
    </>
  );
}
