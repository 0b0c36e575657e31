import { CURRENCIES, type Currency } from "@common/constants";
import { msg } from "@common/i18n/message";
import { acceptApplicationInput } from "@common/schemas/applications";
import { leaseCreateInput } from "@common/schemas/leases";
import { z } from "zod";
import { AMOUNT_NOT_A_NUMBER, parseAmountInput } from "@/lib/money-input";

/**
 * The fields of the Add Tenant and Accept Application forms, as typed (amounts in shillings or dollars).
 * They are turned into the API payload and checked with the shared contract (`leaseCreateInput`,
 * `acceptApplicationInput`), so the messages under the fields are the server's own.
 */
export interface LeaseFormValues {
  unitId: string;
  tenantName: string;
  email: string;
  phone: string;
  startDate: string;
  endDate: string;
  monthlyRent: string;
  currency: Currency;
  deposit: string;
}

export const LEASE_FIELDS = [
  "unitId",
  "tenantName",
  "email",
  "phone",
  "startDate",
  "endDate",
  "monthlyRent",
  "currency",
  "deposit",
] as const satisfies readonly (keyof LeaseFormValues)[];

const CHOOSE_UNIT = msg("leases.chooseUnit");

const typed = z.object({
  unitId: z.string(),
  tenantName: z.string(),
  email: z.string(),
  phone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  monthlyRent: z.string(),
  currency: z.enum(CURRENCIES),
  deposit: z.string(),
});

type Issue = { path: string[]; message: string };

/** The typed values → the terms every lease payload has, plus our own issues (no unit, amount not a number). */
function terms(v: z.infer<typeof typed>) {
  const own: Issue[] = [];
  const unitId = Number(v.unitId);
  if (!v.unitId || !Number.isInteger(unitId) || unitId <= 0)
    own.push({ path: ["unitId"], message: CHOOSE_UNIT });
  const monthlyRent = parseAmountInput(v.monthlyRent, v.currency);
  if (monthlyRent === null) own.push({ path: ["monthlyRent"], message: AMOUNT_NOT_A_NUMBER });
  const deposit = parseAmountInput(v.deposit, v.currency);
  if (deposit === null) own.push({ path: ["deposit"], message: AMOUNT_NOT_A_NUMBER });
  return {
    own,
    payload: {
      unitId: own.some((i) => i.path[0] === "unitId") ? 1 : unitId,
      startDate: v.startDate,
      endDate: v.endDate,
      monthlyRent: monthlyRent ?? 1,
      currency: v.currency,
      deposit: deposit ?? 0,
    },
  };
}

/** Reports our issues and the contract's (one message per field, ours first) and returns the parsed payload. */
function check<T>(ctx: z.RefinementCtx, own: Issue[], result: z.ZodSafeParseResult<T>): T {
  const taken = new Set(own.map((i) => i.path[0]));
  for (const issue of own) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (taken.has(key)) continue;
      taken.add(key);
      ctx.addIssue({ code: "custom", path: issue.path.map(String), message: issue.message });
    }
  }
  return result.success && own.length === 0 ? result.data : (z.NEVER as T);
}

export const addTenantFormSchema = typed.transform((v, ctx) => {
  const { own, payload } = terms(v);
  return check(
    ctx,
    own,
    leaseCreateInput.safeParse({
      ...payload,
      tenantName: v.tenantName,
      email: v.email.trim(),
      phone: v.phone.trim() || undefined,
    }),
  );
});
export type AddTenantPayload = z.output<typeof addTenantFormSchema>;

export const acceptApplicationFormSchema = typed.transform((v, ctx) => {
  const { own, payload } = terms(v);
  return check(ctx, own, acceptApplicationInput.safeParse(payload));
});
export type AcceptApplicationPayload = z.output<typeof acceptApplicationFormSchema>;
