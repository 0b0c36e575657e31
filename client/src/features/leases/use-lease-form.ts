import { useId } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { oneYearLeaseEnd } from "@/lib/format";
import type { LeaseFormValues } from "./lease-form";

export type LeaseFormState<Payload> = ReturnType<typeof useLeaseForm<Payload>>;

/**
 * The form of a new lease, starting on `startDate` for a year; `known` fills in what is already known
 * (tenant, unit, rent). Returns the form, the props of its shared fields and the chosen currency.
 */
export function useLeaseForm<Payload>(
  resolver: Resolver<LeaseFormValues, unknown, Payload>,
  startDate: string,
  known: Partial<LeaseFormValues>,
) {
  const idBase = useId();
  const form = useForm<LeaseFormValues, unknown, Payload>({
    resolver,
    defaultValues: {
      unitId: "",
      tenantName: "",
      email: "",
      phone: "",
      startDate,
      endDate: oneYearLeaseEnd(startDate),
      monthlyRent: "",
      currency: "UGX",
      deposit: "",
      ...known,
    },
  });
  const fieldProps = { idBase, register: form.register, errors: form.formState.errors };
  return { form, fieldProps, currency: form.watch("currency") };
}
