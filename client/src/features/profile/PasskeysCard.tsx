import { PASSKEY_NAME_MAX } from "@common/schemas/account";
import { Fingerprint } from "lucide-react";
import { useId, useState } from "react";
import { IconSection } from "@/components/IconSection";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate, formatRelative } from "@/lib/format";
import { t } from "@/lib/i18n";
import { usePasskeys, useRemovePasskey, useRenamePasskey } from "./security-queries";

const failed = (e: unknown) =>
  toast({
    variant: "destructive",
    title: t("common.genericError"),
    description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
  });

/** 'Passkeys': each with its name, when added and last used; Rename and Remove. */
export function PasskeysCard() {
  const list = usePasskeys();
  return (
    <IconSection title={t("account.passkeysTitle")} icon={<Fingerprint className="h-5 w-5" />}>
      <p className="mb-3 text-sm text-slate-600">{t("account.passkeysText")}</p>
      {list.isPending ? (
        <CardSkeleton />
      ) : list.isError ? (
        <CardError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("account.noPasskeys")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.items.map((p) => (
            <PasskeyRow key={p.id} passkey={p} />
          ))}
        </ul>
      )}
    </IconSection>
  );
}

function PasskeyRow({
  passkey,
}: {
  passkey: { id: string; name: string; createdAt: string; lastUsedAt: string | null };
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const label = passkey.name || t("account.passkeyUnnamed");
  return (
    <li className="space-y-2 py-3">
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            rename.mutate(
              { id: passkey.id, name: name.trim() },
              {
                onSuccess: () => {
                  toast({ title: t("account.renamed") });
                  setEditing(false);
                },
                onError: failed,
              },
            );
          }}
        >
          <label htmlFor={id} className="sr-only">
            {t("account.renameLabel")}
          </label>
          <Input
            id={id}
            className="max-w-xs flex-1"
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={rename.isPending}>
            {t("common.save")}
          </Button>
          <Button variant="outline" onClick={() => setEditing(false)}>
            {t("common.cancel")}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{label}</p>
            <p className="text-sm text-slate-600">
              {t("account.passkeyAdded", { date: formatDate(passkey.createdAt) })} ·{" "}
              {passkey.lastUsedAt
                ? t("account.passkeyLastUsed", { when: formatRelative(passkey.lastUsedAt) })
                : t("account.passkeyNeverUsed")}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t("account.rename")}
            </Button>
            <Button
              variant="outline"
              className="text-red-700"
              disabled={remove.isPending}
              aria-label={t("account.removeLabel", { name: label })}
              onClick={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => toast({ title: t("account.removed") }),
                  onError: failed,
                })
              }
            >
              {t("account.remove")}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
