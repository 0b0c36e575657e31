import type { ChatConversation, ChatResident } from "@common/schemas/chat";
import { Ban, MessageCircle, Users } from "lucide-react";
import { useState } from "react";
import { EmptyState, ErrorState, SkeletonBlock } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatRelative } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Avatar } from "./Avatar";
import { ConfirmDialog } from "./ConfirmDialog";
import { useBlockToggle, useOpenDirect, useResidents } from "./queries";
import { UnreadBadge } from "./UnreadBadge";

const fullName = (r: ChatResident) => `${r.firstName} ${r.lastName}`.trim();

/**
 * The Residents tab: the property's people with their unit, online now or last seen, unread direct messages,
 * Message (the direct conversation) and Block / Unblock (asked first). Blocked residents are listed apart with
 * Unblock. No phone number or email is shown: the server does not send them.
 */
export function ResidentsPanel({
  propertyName,
  conversations,
  onOpenConversation,
}: {
  propertyName: string;
  conversations: readonly ChatConversation[];
  onOpenConversation: (conversationId: string) => void;
}) {
  const residents = useResidents();
  const openDirect = useOpenDirect();
  const [asking, setAsking] = useState<{ resident: ChatResident; block: boolean } | null>(null);
  const toggle = useBlockToggle();

  if (residents.isError) {
    return (
      <ErrorState
        title={t("chat.residentsLoadFailed")}
        error={residents.error}
        onRetry={() => residents.refetch()}
        retrying={residents.isFetching}
      />
    );
  }
  if (!residents.data) {
    return (
      <div role="status" aria-label={t("chat.residentsLoading")} className="space-y-2">
        <SkeletonBlock className="h-20" />
        <SkeletonBlock className="h-20" />
        <SkeletonBlock className="h-20" />
      </div>
    );
  }

  const unreadWith = new Map<string, number>();
  for (const c of conversations) {
    if (c.kind === "direct" && c.otherMember) unreadWith.set(c.otherMember.id, c.unreadCount);
  }
  const active = residents.data.items.filter((r) => !r.isBlocked);
  const blocked = residents.data.items.filter((r) => r.isBlocked);

  const message = (r: ChatResident) =>
    openDirect.mutate(r.id, {
      onSuccess: (c) => onOpenConversation(c.id),
      onError: (e) =>
        toast({
          variant: "destructive",
          title: t("chat.openDirectFailed"),
          description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
        }),
    });

  const confirm = () => {
    if (!asking) return;
    const { resident, block } = asking;
    const name = fullName(resident);
    toggle.mutate(
      { userId: resident.id, block },
      {
        onSuccess: () => {
          toast(
            block
              ? { title: t("chat.blockedToast"), description: t("chat.blockedToastText", { name }) }
              : { title: t("chat.unblockedToast"), description: t("chat.unblockedToastText", { name }) },
          );
          setAsking(null);
        },
        onError: (e) =>
          toast({
            variant: "destructive",
            title: t("chat.blockFailed"),
            description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
          }),
      },
    );
  };

  const askedName = asking ? fullName(asking.resident) : "";
  return (
    <div className="space-y-5">
      {active.length === 0 ? (
        <EmptyState
          icon={<Users className="h-6 w-6" />}
          title={t("chat.residentsEmpty")}
          text={t("chat.residentsEmptyText")}
        />
      ) : (
        <Card>
          <ul
            aria-label={t("chat.residentsLabel", { property: propertyName })}
            className="divide-y divide-slate-100"
          >
            {active.map((r) => (
              <ResidentRow
                key={r.id}
                resident={r}
                unread={unreadWith.get(r.id) ?? 0}
                opening={openDirect.isPending && openDirect.variables === r.id}
                onMessage={() => message(r)}
                onToggleBlock={() => setAsking({ resident: r, block: true })}
              />
            ))}
          </ul>
        </Card>
      )}

      {blocked.length > 0 && (
        <section aria-labelledby="blocked-title" className="space-y-2">
          <div>
            <h3 id="blocked-title" className="text-base font-semibold text-slate-900">
              {t("chat.blockedHeading")}
            </h3>
            <p className="text-sm text-slate-600">{t("chat.blockedHint")}</p>
          </div>
          <Card>
            <ul className="divide-y divide-slate-100">
              {blocked.map((r) => (
                <ResidentRow
                  key={r.id}
                  resident={r}
                  unread={0}
                  opening={false}
                  onToggleBlock={() => setAsking({ resident: r, block: false })}
                />
              ))}
            </ul>
          </Card>
        </section>
      )}

      <ConfirmDialog
        open={asking !== null}
        title={t(asking?.block ? "chat.blockConfirmTitle" : "chat.unblockConfirmTitle", { name: askedName })}
        text={t(asking?.block ? "chat.blockConfirmText" : "chat.unblockConfirmText", { name: askedName })}
        confirmLabel={t(asking?.block ? "chat.block" : "chat.unblock")}
        destructive={asking?.block}
        pending={toggle.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}

function ResidentRow({
  resident: r,
  unread,
  opening,
  onMessage,
  onToggleBlock,
}: {
  resident: ChatResident;
  unread: number;
  opening: boolean;
  onMessage?: () => void;
  onToggleBlock: () => void;
}) {
  const name = fullName(r);
  const tenant = r.role === "tenant";
  return (
    <li data-testid="chat-resident" className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="relative">
          <Avatar firstName={r.firstName} lastName={r.lastName} />
          {r.isOnline && (
            <span
              aria-hidden
              className="absolute -right-0.5 -bottom-0.5 h-3 w-3 rounded-full bg-emerald-500 ring-2 ring-white"
            />
          )}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 font-medium break-words text-slate-900">
            {name}
            {unread > 0 && <UnreadBadge count={unread} />}
          </p>
          <p className="text-sm text-slate-600">
            {tenant ? r.unit && t("chat.unitLabel", { unit: r.unit }) : t("chat.propertyManager")}
          </p>
          <p className={`text-xs ${r.isOnline ? "font-medium text-emerald-700" : "text-slate-500"}`}>
            {r.isBlocked
              ? null
              : r.isOnline
                ? t("chat.online")
                : r.lastSeen
                  ? t("chat.lastSeen", { when: formatRelative(r.lastSeen) })
                  : t("chat.offline")}
          </p>
        </div>
      </div>
      {tenant && (
        <div className="flex gap-2 sm:shrink-0">
          {onMessage && (
            <Button
              variant="outline"
              onClick={onMessage}
              disabled={opening}
              aria-label={t("chat.messageResidentLabel", { name })}
              className="flex-1 sm:flex-none"
            >
              <MessageCircle aria-hidden className="h-4 w-4" />
              {t("chat.messageResident")}
            </Button>
          )}
          <Button
            variant="ghost"
            onClick={onToggleBlock}
            aria-haspopup="dialog"
            aria-label={t(r.isBlocked ? "chat.unblockLabel" : "chat.blockLabel", { name })}
            className="flex-1 text-red-700 hover:bg-red-50 sm:flex-none"
          >
            <Ban aria-hidden className="h-4 w-4" />
            {t(r.isBlocked ? "chat.unblock" : "chat.block")}
          </Button>
        </div>
      )}
    </li>
  );
}
