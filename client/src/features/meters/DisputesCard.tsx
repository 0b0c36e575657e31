import type { Message } from "@common/i18n/message";
import { literal } from "@common/i18n/message";
import type { DisputeView } from "@common/schemas/meters";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useAnswerDispute, useOpenDisputes } from "./queries";
import { ReadingCard } from "./ReadingCard";

/** The property's open disputes, each answered once: a corrected value, or a reason to reject. */
export function DisputesCard({ propertyId }: { propertyId: number }) {
  const disputes = useOpenDisputes(propertyId);
  const list = disputes.data?.disputes ?? [];
  if (!list.length) return null;
  return (
    <Card className="space-y-3 border-amber-300 p-4">
      <h2 className="text-base font-semibold text-slate-900">{t("meters.disputesTitle")}</h2>
      {list.map((d) => (
        <DisputeItem key={d.id} dispute={d} />
      ))}
    </Card>
  );
}

function DisputeItem({ dispute }: { dispute: DisputeView }) {
  const id = useId();
  const answer = useAnswerDispute();
  const [value, setValue] = useState(dispute.reading.value);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<Message>();
  async function send(body: Parameters<typeof answer.mutateAsync>[0]["body"]) {
    try {
      await answer.mutateAsync({ id: dispute.id, body });
      toast({ title: t("meters.answerSaved") });
    } catch (err) {
      setError(apiErrorMessage(err, t("common.genericError"), t("common.networkError")));
    }
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-800">
        {t("meters.disputeBy", {
          tenant: literal(dispute.tenantName),
          unit: dispute.reading.unitNumber ?? "",
          reason: literal(dispute.reason),
        })}
      </p>
      <ReadingCard reading={dispute.reading} landlord />
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto]"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void send({ decision: "correct", value, answer: reason || undefined });
        }}
      >
        <Field label={t("meters.correctValue")} htmlFor={`${id}-value`}>
          <Input
            id={`${id}-value`}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </Field>
        <Button type="submit" className="self-end" disabled={answer.isPending}>
          {t("meters.correct")}
        </Button>
      </form>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto]"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void send({ decision: "reject", answer: reason });
        }}
      >
        <Field label={t("meters.rejectReason")} htmlFor={`${id}-reason`}>
          <Input id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Button type="submit" variant="outline" className="self-end" disabled={answer.isPending}>
          {t("meters.reject")}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
