import type { LineStatus } from "@common/schemas/reconciliation";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiKey, call } from "@/lib/api";
import { invalidateDomains, useApiQuery } from "@/lib/query";
import { upload } from "@/lib/upload";

/** Statement lines are short: a page is a month of rent for a large portfolio. */
const LINES_PAGE = 100;
const UPLOADS_PAGE = 10;

/** GET /api/landlord/statements/mapping: the columns remembered for the bank (none until a first upload). */
export function useRememberedMapping(bank: string) {
  return useApiQuery("reconciliation.mapping", { query: { bank } }, { enabled: bank !== "" });
}

/** GET /api/landlord/statements, page by page, newest first. */
export function useStatements() {
  const query = { limit: UPLOADS_PAGE };
  return useInfiniteQuery({
    queryKey: apiKey("reconciliation.list", { query }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call("reconciliation.list", { query: { ...query, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/landlord/statements/:id/lines of one status, page by page. */
export function useStatementLines(statementId: string, status: LineStatus) {
  const input = { params: { id: statementId }, query: { status, limit: LINES_PAGE } };
  return useInfiniteQuery({
    queryKey: apiKey("reconciliation.lines", input),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call("reconciliation.lines", { ...input, query: { ...input.query, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The tenancies a line can be assigned to (loaded when the Assign dialog opens). */
export const useLeaseChoices = () => useApiQuery("reconciliation.leases");

/** After a decision the ledger moved: payments, balances and the dashboard are out of date too. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => invalidateDomains(queryClient, ["reconciliation", "payments", "rent", "units", "dashboard"]);
}

export function useImportStatement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (form: FormData) => upload("reconciliation.import", form),
    onSuccess: () => invalidate(),
  });
}

export function useConfirmLines() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (lineIds: string[]) => call("reconciliation.confirm", { body: { lineIds } }),
    onSettled: () => invalidate(),
  });
}

export function useAssignLine() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ lineId, leaseId }: { lineId: string; leaseId: string }) =>
      call("reconciliation.assign", { params: { id: lineId }, body: { leaseId } }),
    onSettled: () => invalidate(),
  });
}

export function useIgnoreLine() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (lineId: string) => call("reconciliation.ignore", { params: { id: lineId } }),
    onSettled: () => invalidate(),
  });
}
