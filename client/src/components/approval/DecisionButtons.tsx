import type { Message } from "@common/i18n/message";
import { DECISION_REASON_MAX, type Decision } from "@common/schemas/approval";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, inputClass } from "@/components/ui/field";
import { t } from "@/lib/i18n";

/**
 * The landlord's side of the approval shape: 'Approve' at once, 'Reject' after a reason the resident will see.
 * `onDecide` runs the domain's mutation; the buttons stay disabled while `pending`.
 */
export function DecisionButtons({
  name,
  pending,
  onDecide,
  approveLabel = t("approval.approve"),
  reasonRequired,
}: {
  /** What is decided, for the dialog's title and the buttons' accessible names ('Reject Sofa?'). */
  name: string;
  pending: boolean;
  onDecide: (decision: Decision, reason?: string) => void;
  /** 'Approve' unless said ('Confirm' for a payment). */
  approveLabel?: Message;
  /** The message shown when Reject is pressed without a reason; without it, a reason is optional. */
  reasonRequired?: Message;
}) {
  const [rejecting, setRejecting] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        className="flex-1 sm:flex-none"
        disabled={pending}
        aria-label={`${approveLabel}: ${name}`}
        onClick={() => onDecide("approved")}
        data-testid="decision-approve"
      >
        {approveLabel}
      </Button>
      <Button
        variant="outline"
        className="flex-1 sm:flex-none"
        disabled={pending}
        aria-label={`${t("approval.reject")}: ${name}`}
        onClick={() => setRejecting(true)}
        data-testid="decision-reject"
      >
        {t("approval.reject")}
      </Button>
      <Dialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={t("approval.rejectTitle", { name })}
        description={t("approval.rejectBody")}
      >
        <RejectForm
          pending={pending}
          reasonRequired={reasonRequired}
          onCancel={() => setRejecting(false)}
          onReject={(reason) => {
            onDecide("rejected", reason);
            setRejecting(false);
          }}
        />
      </Dialog>
    </div>
  );
}

function RejectForm({
  pending,
  reasonRequired,
  onCancel,
  onReject,
}: {
  pending: boolean;
  reasonRequired?: Message;
  onCancel: () => void;
  onReject: (reason: string | undefined) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<Message | undefined>();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (reasonRequired && !reason.trim()) return setError(reasonRequired);
        onReject(reason.trim() || undefined);
      }}
    >
      <Field label={t("approval.reasonLabel")} htmlFor={id} error={error}>
        <textarea
          id={id}
          rows={3}
          maxLength={DECISION_REASON_MAX}
          value={reason}
          aria-invalid={!!error}
          placeholder={t("approval.reasonPlaceholder")}
          onChange={(e) => setReason(e.target.value)}
          className={inputClass}
          data-testid="decision-reason"
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending} data-testid="decision-reject-confirm">
          {pending ? t("approval.rejecting") : t("approval.reject")}
        </Button>
      </div>
    </form>
  );
}
