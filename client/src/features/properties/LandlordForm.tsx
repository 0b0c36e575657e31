import type { ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { Button, buttonClass } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";

/**
 * A form of the landlord portfolio screens: its cards (`children`, which reach the form through its context),
 * then Cancel (a link back) and the submit button, held while saving and after.
 */
export function LandlordForm<Values extends FieldValues, Output>({
  form,
  onValid,
  onInvalid,
  cancelHref,
  save,
  submitLabel,
  pendingLabel,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onValid: (output: Output) => void;
  onInvalid: () => void;
  cancelHref: PagePath;
  save: { isPending: boolean; isSuccess: boolean };
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-5">
        {children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link href={cancelHref} className={buttonClass("outline", "w-full sm:w-auto")}>
            {t("common.cancel")}
          </Link>
          <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending || save.isSuccess}>
            {save.isPending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
