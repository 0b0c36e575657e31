import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiInput, call } from "@/lib/api";
import { invalidateDomains, useApiQuery } from "@/lib/query";

/** GET the landlord's recurring charges of a property (the first page: a property has a handful). */
export const useRecurringCharges = (propertyId: number) =>
  useApiQuery("charges.listRecurring", { query: { propertyId, limit: 100 } });

export const useOneOffCharges = (propertyId: number) =>
  useApiQuery("charges.listOneOff", { query: { propertyId, limit: 20 } });

export const useChargeableLeases = (propertyId: number) =>
  useApiQuery("charges.leases", { query: { propertyId } });

/** Every change refreshes the charges and what tenants owe (the rent and payment screens). */
function useChargeMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => invalidateDomains(queryClient, ["charges", "rent", "payments"]),
  });
}

export const useCreateCharge = () =>
  useChargeMutation(({ body, key }: { body: ApiInput<"charges.createRecurring">["body"]; key: string }) =>
    call("charges.createRecurring", { body }, { idempotencyKey: key }),
  );
export const useUpdateCharge = () =>
  useChargeMutation(({ id, body }: { id: string; body: ApiInput<"charges.updateRecurring">["body"] }) =>
    call("charges.updateRecurring", { params: { id }, body }),
  );
export const useEndCharge = () =>
  useChargeMutation((id: string) => call("charges.endRecurring", { params: { id }, body: {} }));
export const useChargeTenant = () =>
  useChargeMutation(({ body, key }: { body: ApiInput<"charges.createOneOff">["body"]; key: string }) =>
    call("charges.createOneOff", { body }, { idempotencyKey: key }),
  );
