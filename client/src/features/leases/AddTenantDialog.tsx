import { PHONE_PLACEHOLDER } from "@common/constants";
import { joinMessages, type Message } from "@common/i18n/message";
import type { UnitRow } from "@common/schemas/units";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useUnits } from "@/features/units/queries";
import { apiErrorMessage } from "@/lib/errors";
import { todayInKampala } from "@/lib/format";
import { formMessage, t } from "@/lib/i18n";
import { amountInputValue } from "@/lib/money-input";
import { showLeaseFailure } from "./errors";
import { InviteLinkPanel } from "./InviteLinkPanel";
import { LeaseForm } from "./LeaseForm";
import { type AddTenantPayload, addTenantFormSchema } from "./lease-form";
import { type LeaseCreateResponse, useCreateLease } from "./queries";
import { useLeaseForm } from "./use-lease-form";

/**
 * The toast text after a lease is created: who went where, and how the tenant gets in (an SMS in the quiet hours
 * goes at 07:00).
 */
function tenantAddedMessage(
  r: LeaseCreateResponse,
  email: string | undefined,
  phone: string | undefined,
): Message {
  const parts = [t("leases.addedToUnit", { name: r.lease.tenantName, unit: r.lease.unitNumber })];
  if (r.invitation.linkedExisting) parts.push(t("leases.alreadyLinked"));
  else if (r.invitation.delivered && email) parts.push(t("leases.invitationEmailed", { email }));
  else if (r.invitation.delivered && phone) parts.push(t("leases.invitationTexted", { phone }));
  else if (r.invitation.scheduledFor && phone) parts.push(t("leases.invitationSmsScheduled", { phone }));
  return joinMessages(parts, " ");
}

/**
 * Add Tenant: a lease on a vacant unit of the property, with an invitation for the tenant. Opened from the
 * dashboard (choose the unit) or from an available unit's row (`preselect`).
 */
export function AddTenantDialog({
  open,
  onClose,
  propertyId,
  preselect,
}: {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  preselect?: UnitRow | null;
}) {
  const [inviteLink, setInviteLink] = useState<string | null>(null);
  const close = () => {
    setInviteLink(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      wide
      title={inviteLink ? t("leases.invitationLinkTitle") : t("leases.addTenant")}
      description={inviteLink ? t("leases.noEmailShareLink") : t("leases.addTenantDescription")}
    >
      {open &&
        (inviteLink ? (
          <InviteLinkPanel link={inviteLink} onDone={close} />
        ) : (
          <AddTenantForm
            propertyId={propertyId}
            preselect={preselect ?? null}
            onCancel={close}
            onCreated={(link) => (link ? setInviteLink(link) : close())}
          />
        ))}
    </Dialog>
  );
}

function AddTenantForm({
  propertyId,
  preselect,
  onCancel,
  onCreated,
}: {
  propertyId: number;
  preselect: UnitRow | null;
  onCancel: () => void;
  onCreated: (inviteLink: string | null) => void;
}) {
  const units = useUnits(propertyId, "available");
  const leaseForm = useLeaseForm(zodResolver(addTenantFormSchema), todayInKampala(), {
    unitId: preselect ? String(preselect.id) : "",
    monthlyRent:
      preselect && preselect.rent > 0 ? amountInputValue(preselect.rent, preselect.rentCurrency) : "",
    currency: preselect?.rentCurrency ?? "UGX",
  });
  const { form } = leaseForm;
  const { idBase, errors } = leaseForm.fieldProps;
  const create = useCreateLease();

  const onValid = (body: AddTenantPayload) =>
    create.mutate(body, {
      onSuccess: (r) => {
        toast({
          title: t("leases.toastTenantAdded"),
          description: tenantAddedMessage(r, body.email || undefined, body.phone || undefined),
        });
        onCreated(r.invitation.development && r.invitation.link ? r.invitation.link : null);
      },
      onError: (e) =>
        showLeaseFailure(
          e,
          form.setError,
          { UNIT_OCCUPIED: "unitId", TENANT_HAS_LEASE: "email", NOT_A_TENANT_ACCOUNT: "email" },
          {
            title: t("leases.toastAddFailed"),
            description: apiErrorMessage(e, t("leases.addFailed")),
          },
        ),
    });

  // The preselected row is offered even before the list arrives.
  const unitOptions = units.data ?? (preselect ? [preselect] : undefined);

  return (
    <LeaseForm
      lease={leaseForm}
      onValid={onValid}
      units={unitOptions}
      unitsLoading={units.isLoading && !preselect}
      unitsFailed={units.isError}
      onCancel={onCancel}
      pending={create.isPending}
      submitLabel={t("leases.addTenant")}
      pendingLabel={t("leases.addPending")}
    >
      <Field
        label={t("leases.fieldTenantName")}
        htmlFor={`${idBase}-name`}
        error={formMessage(errors.tenantName)}
      >
        <Input
          id={`${idBase}-name`}
          autoComplete="off"
          aria-invalid={errors.tenantName ? true : undefined}
          {...form.register("tenantName")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("common.email")}
          htmlFor={`${idBase}-email`}
          error={formMessage(errors.email)}
          hint={t("leases.emailHint")}
        >
          <Input
            id={`${idBase}-email`}
            type="email"
            autoComplete="off"
            aria-invalid={errors.email ? true : undefined}
            {...form.register("email")}
          />
        </Field>
        <Field label={t("common.phone")} htmlFor={`${idBase}-phone`} error={formMessage(errors.phone)}>
          <Input
            id={`${idBase}-phone`}
            type="tel"
            autoComplete="off"
            placeholder={PHONE_PLACEHOLDER}
            aria-invalid={errors.phone ? true : undefined}
            {...form.register("phone")}
          />
        </Field>
      </div>
    </LeaseForm>
  );
}
