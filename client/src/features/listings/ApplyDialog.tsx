import { dateRefusal, MOVE_IN_OUTSIDE } from "@common/date-ranges";
import { type Message, msg } from "@common/i18n/message";
import { formatMoney } from "@common/money";
import type { ListingDetails, ListingUnit } from "@common/schemas/listings";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { dayBounds } from "@/lib/date-bounds";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useApply } from "./queries";

/** 'Apply for this unit' for a signed-in tenant: the move-in date, then the application goes to the landlord. */
export function ApplyDialog({
  property,
  unit,
  onClose,
}: {
  property: Pick<ListingDetails, "id" | "name">;
  unit: ListingUnit;
  onClose: () => void;
}) {
  const id = useId();
  const [moveInDate, setMoveInDate] = useState("");
  const [error, setError] = useState<Message | undefined>();
  const apply = useApply(property.id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const refused = moveInDate
      ? dateRefusal(moveInDate, "moveIn", MOVE_IN_OUTSIDE)
      : msg("signup.moveInDateRequired");
    if (refused) {
      setError(refused);
      return;
    }
    apply.mutate(
      { unitId: unit.id, moveInDate },
      {
        onSuccess: () => {
          toast({
            title: t("listings.appliedTitle"),
            description: t("listings.appliedText", { property: property.name, unit: unit.unitNumber }),
          });
          onClose();
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.fields?.moveInDate : undefined;
          if (field) setError(field);
          toast({
            variant: "destructive",
            title: t("listings.applyFailedTitle"),
            description: apiErrorMessage(err, t("listings.applyFailed")),
          });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("listings.applyTitle", { unit: unit.unitNumber })}
      description={t("listings.applyDescription", { property: property.name })}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-lg font-bold text-brand-700">
          {t("listings.unitRent", { price: formatMoney(unit.rent, unit.currency) })}
        </p>
        <Field label={t("listings.moveInLabel")} htmlFor={`${id}-moveIn`} error={error}>
          <Input
            id={`${id}-moveIn`}
            type="date"
            {...dayBounds("moveIn")}
            value={moveInDate}
            aria-invalid={Boolean(error)}
            onChange={(e) => {
              setMoveInDate(e.target.value);
              setError(undefined);
            }}
            data-testid="apply-move-in"
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t("listings.cancel")}
          </Button>
          <Button type="submit" disabled={apply.isPending}>
            {apply.isPending ? t("listings.sending") : t("listings.sendApplication")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
