import type { ChatMessage } from "@common/schemas/chat";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useReportMessage } from "./queries";

/** The most characters of a reason (chatReportBody). */
const REASON_MAX = 500;

/** 'Report' on a message: an optional reason, then a toast. */
export function ReportDialog({ message, onClose }: { message: ChatMessage | null; onClose: () => void }) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={t("chat.reportTitle")}
      description={t("chat.reportDescription")}
    >
      {message && <ReportForm message={message} onClose={onClose} />}
    </Dialog>
  );
}

function ReportForm({ message, onClose }: { message: ChatMessage; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const report = useReportMessage();
  const submit = () =>
    report.mutate(
      { id: message.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: t("chat.reportedTitle"), description: t("chat.reportedText") });
          onClose();
        },
        onError: (e) =>
          toast({
            variant: "destructive",
            title: t("chat.reportFailedTitle"),
            description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
          }),
      },
    );
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <blockquote className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          {message.sender.firstName} {message.sender.lastName}
        </p>
        <p className="mt-1 line-clamp-4 whitespace-pre-wrap break-words">{message.content}</p>
      </blockquote>
      <Field label={t("chat.reportReasonLabel")} htmlFor={id}>
        <textarea
          id={id}
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={report.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="destructive" disabled={report.isPending}>
          {report.isPending ? t("chat.reportSending") : t("chat.reportSubmit")}
        </Button>
      </div>
    </form>
  );
}
