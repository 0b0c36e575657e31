import { DELETION_COOLING_OFF_DAYS } from "@common/constants";
import type { Message } from "@common/i18n/message";
import { Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { IconSection } from "@/components/IconSection";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { PasswordInput } from "@/features/signup/PasswordInput";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate, todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { useCancelDeletion, useDeletion, useRequestDeletion } from "./security-queries";

const failed = (e: unknown) =>
  toast({
    variant: "destructive",
    title: t("account.deletionFailedTitle"),
    description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
  });

/**
 * 'Delete your account': asked with the password; the personal data is erased after the cooling-off period
 * unless the person chooses to keep the account. A landlord's properties and a tenant's lease come first.
 */
export function DeleteAccountCard() {
  const status = useDeletion();
  const cancel = useCancelDeletion();
  const [asking, setAsking] = useState(false);
  const erasesOn = status.data?.erasesOn;
  return (
    <IconSection title={t("account.deleteTitle")} icon={<Trash2 className="h-5 w-5" />}>
      {erasesOn ? (
        <div role="status" className="space-y-3" data-testid="deletion-scheduled">
          <p className="font-medium text-red-800">
            {t("account.deletionScheduled", { date: formatDate(erasesOn) })}
          </p>
          <p className="text-sm text-slate-600">{t("account.deletionScheduledHint")}</p>
          <Button
            variant="outline"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    title: t("account.deletionCancelledTitle"),
                    description: t("account.deletionCancelledMessage"),
                  }),
                onError: failed,
              })
            }
          >
            {t("account.cancelDeletion")}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            {t("account.deleteText", { days: DELETION_COOLING_OFF_DAYS })}
          </p>
          <Button variant="destructive" onClick={() => setAsking(true)} disabled={status.isPending}>
            {t("account.deleteButton")}
          </Button>
        </div>
      )}
      {asking && <ConfirmDeletion onClose={() => setAsking(false)} />}
    </IconSection>
  );
}

function ConfirmDeletion({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<Message | undefined>();
  const request = useRequestDeletion();
  const until = new Date(Date.now() + DELETION_COOLING_OFF_DAYS * 86_400_000);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t("account.passwordForDeletion"));
    request.mutate(password, {
      onSuccess: (s) => {
        toast({
          title: t("account.deletionRequestedTitle"),
          description: t("account.deletionScheduled", { date: formatDate(s.erasesOn) }),
        });
        onClose();
      },
      onError: (err) => {
        const field = err instanceof ApiError ? err.fields?.password : undefined;
        if (field) setError(field);
        else failed(err);
      },
    });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("account.deleteDialogTitle")}
      description={t("account.deleteDialogText", { date: formatDate(todayInKampala(until)) })}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t("auth.password")} htmlFor={`${id}-password`} error={error}>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            value={password}
            aria-invalid={Boolean(error)}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="destructive" disabled={request.isPending}>
            {request.isPending ? t("account.deleting") : t("account.deleteConfirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
