import type { ExpenseCategory } from "@common/schemas/expenses";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiKey, call } from "@/lib/api";
import { useApiQuery } from "@/lib/query";

export interface ExpenseFilters {
  propertyId: number | undefined;
  category: ExpenseCategory | "";
  month: string;
}

const PAGE_SIZE = 20;

/** The landlord's expenses under the filters, page by page, each page with the totals of all that match. */
export function useExpenses(f: ExpenseFilters) {
  const query = {
    ...(f.propertyId ? { propertyId: f.propertyId } : {}),
    ...(f.category ? { category: f.category } : {}),
    ...(f.month ? { month: f.month } : {}),
    limit: PAGE_SIZE,
  };
  return useInfiniteQuery({
    queryKey: apiKey("expenses.list", { query }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call("expenses.list", { query: { ...query, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useExpenseHistory = (id: string) => useApiQuery("expenses.history", { params: { id } });
