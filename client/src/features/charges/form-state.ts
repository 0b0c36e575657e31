import type { Message } from "@common/i18n/message";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { withoutErrors } from "@/lib/field-errors";
import { t } from "@/lib/i18n";
import type { Checked } from "./charge-form";

/**
 * A charge form's values and messages; `change` patches values and drops the changed fields' messages, `send` writes
 * a checked form's body and says `done` in a toast before `onDone`, or shows the check's or the server's messages.
 */
export function useChargeFormState<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const change = (patch: Partial<V>) => {
    setValues((old) => ({ ...old, ...patch }));
    setErrors(withoutErrors(...Object.keys(patch)));
  };
  const send = <B>(
    checked: Checked<B>,
    write: (body: B) => Promise<unknown>,
    done: Message,
    onDone: () => void,
  ) => {
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    write(checked.body).then(() => {
      toast({ title: done });
      onDone();
    }, showRefusal(setErrors));
  };
  return { values, errors, change, send };
}

/** The server's refusal under the fields it names, and in a toast. */
export function showRefusal(setErrors: (e: Record<string, Message>) => void) {
  return (err: unknown) => {
    setErrors(err instanceof ApiError && err.fields ? err.fields : {});
    toast({
      variant: "destructive",
      title: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
    });
  };
}
