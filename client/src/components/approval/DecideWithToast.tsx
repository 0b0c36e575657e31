import { literal, type Message } from "@common/i18n/message";
import type { Decision } from "@common/schemas/approval";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { DecisionButtons } from "./DecisionButtons";

/**
 * The landlord's Approve / Reject of one request with a toast of the outcome: `titles` per decision, the request's
 * name under it, or the server's message when it failed.
 */
export function DecideWithToast({
  name,
  pending,
  decide,
  titles,
  ...labels
}: {
  name: string;
  pending: boolean;
  /** The domain's mutation as a promise: mutateAsync, because a decided row leaves its list (and unmounts) before
   * mutate's callbacks would run. */
  decide: (status: Decision, reason?: string) => Promise<unknown>;
  titles: Record<Decision, Message>;
  approveLabel?: Message;
  reasonRequired?: Message;
}) {
  return (
    <DecisionButtons
      {...labels}
      name={name}
      pending={pending}
      onDecide={(status, reason) =>
        decide(status, reason).then(
          () => toast({ title: titles[status], description: literal(name) }),
          (e: unknown) =>
            toast({
              variant: "destructive",
              title: t("common.genericError"),
              description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
            }),
        )
      }
    />
  );
}
