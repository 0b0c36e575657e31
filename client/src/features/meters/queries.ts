import type { disputeAnswerInput, meterCreateInput } from "@common/schemas/meters";
import type { z } from "@common/schemas/zod";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/api";
import { invalidateDomains, useApiQuery } from "@/lib/query";
import { upload } from "@/lib/upload";

/** The meters screens' calls (decision 0063). A write refreshes meters and the rent figures it changes. */

const refreshAfterWrite = ["meters", "rent", "dashboard", "notifications"] as const;

export const usePropertyMeters = (propertyId: number) =>
  useApiQuery("meters.list", { params: { id: propertyId } });

export const useOpenDisputes = (propertyId: number) =>
  useApiQuery("meters.disputes", { params: { id: propertyId } });

/** The tenant's readings, 20 a page, older pages on request. */
export function useMyReadings() {
  return useInfiniteQuery({
    queryKey: ["meters", "meters.myReadings", "pages"],
    queryFn: ({ pageParam }) => call("meters.myReadings", { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** POST a reading as multipart; the key is made once per filled-in form, so a retry records it once. */
export function useRecordReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meterId, form, key }: { meterId: string; form: FormData; key: string }) =>
      upload("meters.record", form, { params: { id: meterId }, idempotencyKey: key }),
    onSuccess: () => invalidateDomains(queryClient, refreshAfterWrite),
  });
}

export function useAddMeter(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof meterCreateInput>) =>
      call("meters.create", { params: { id: propertyId }, body }),
    onSuccess: () => invalidateDomains(queryClient, ["meters"]),
  });
}

export function useReplaceMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, serial, installedOn }: { id: string; serial: string; installedOn: string }) =>
      call("meters.replace", { params: { id }, body: { serial, installedOn } }),
    onSuccess: () => invalidateDomains(queryClient, ["meters"]),
  });
}

export function useUpdateTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; pricing: "per_unit" | "flat"; tariff: number }) =>
      call("meters.updateTariff", { params: { id }, body }),
    onSuccess: () => invalidateDomains(queryClient, ["meters"]),
  });
}

export function useAnswerDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof disputeAnswerInput> }) =>
      call("meters.answer", { params: { id }, body }),
    onSuccess: () => invalidateDomains(queryClient, refreshAfterWrite),
  });
}

export function useDisputeReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call("meters.dispute", { params: { id }, body: { reason } }),
    onSuccess: () => invalidateDomains(queryClient, ["meters", "notifications"]),
  });
}
