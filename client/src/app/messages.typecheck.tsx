// A test the typecheck runs (`npm run typecheck`), never imported: every `@ts-expect-error` below fails the typecheck
// when the line under it compiles. It proves that what a person reads on screen (toasts, headings, back links,
// dialogs, fields and their errors, error states, API errors) takes only catalogue messages (decision 0052): an
// English sentence written in the code does not compile; typed text is shown through literal(), explicitly.
import { literal, msg } from "@common/i18n/message";
import { PageHeading } from "@/components/layout/PageHeading";
import { ErrorState } from "@/components/page-states";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t, translateMessage } from "@/lib/i18n";
import { pagePath } from "@/lib/pages";
import { BackLink, FormCard, PageShell } from "@/shells/PageShell";
import { TenantPageShell } from "@/shells/TenantPageShell";

const back = pagePath("/dashboard");
const none = () => {};

export function MessagesOnly({ typed }: { typed: string }) {
  // @ts-expect-error a toast's title
  toast({ title: "Saved" });
  // @ts-expect-error its description
  toast({ title: t("common.save"), description: "Your changes were saved." });
  // @ts-expect-error text a person typed, not marked as such
  toast({ title: t("common.save"), description: typed });
  toast({ title: t("common.save"), description: literal(typed) });
  // @ts-expect-error an API error's message
  new ApiError(500, "INTERNAL", "Something went wrong.");
  // @ts-expect-error the fallback of a failed call's message
  apiErrorMessage(new Error(), "Could not load.");
  // @ts-expect-error
  translateMessage("Name is required.");
  return (
    <>
      {/* @ts-expect-error a heading */}
      <PageHeading title="Occupied Units" />
      {/* @ts-expect-error the back link's label */}
      <PageHeading title={t("units.occupiedTitle")} backLabel="Back to Dashboard" />
      {/* @ts-expect-error */}
      <PageShell title="Add Property">{null}</PageShell>
      {/* @ts-expect-error */}
      <PageShell title={t("common.save")} back={{ href: back, label: "Back to Dashboard" }}>
        {null}
      </PageShell>
      {/* @ts-expect-error */}
      <TenantPageShell title="Pay Rent">{null}</TenantPageShell>
      {/* @ts-expect-error */}
      <BackLink href={back}>Back to Dashboard</BackLink>
      {/* @ts-expect-error */}
      <FormCard title="Payment Details">{null}</FormCard>
      {/* @ts-expect-error a field's label */}
      <Field label="Amount" htmlFor="a">
        {null}
      </Field>
      {/* @ts-expect-error a field's error */}
      <Field label={t("common.amount")} htmlFor="a" error="Enter the amount in numbers only">
        {null}
      </Field>
      <Field label={t("common.amount")} htmlFor="a" error={msg("validation.amountNotANumber")}>
        {null}
      </Field>
      {/* @ts-expect-error an error state's title */}
      <ErrorState title="Could not load" onRetry={none} />
      {/* @ts-expect-error a dialog's title */}
      <Dialog open onClose={none} title="Delete?" />
    </>
  );
}
