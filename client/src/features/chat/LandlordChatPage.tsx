import type { ChatMessage } from "@common/schemas/chat";
import type { PropertySummary } from "@common/schemas/properties";
import { Flag, ShieldCheck, Trash2, X } from "lucide-react";
import { useState } from "react";
import { EmptyState, ErrorState, SkeletonBlock } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { useCurrentUser } from "@/lib/auth";
import { apiErrorMessage } from "@/lib/errors";
import { formatRelative } from "@/lib/format";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";

import { WithSelectedProperty } from "@/shells/LandlordPageShell";
import { PageShell } from "@/shells/PageShell";
import { ConfirmDialog } from "./ConfirmDialog";
import { ConversationView } from "./ConversationView";
import { ConnectionBadge, useChatConnection } from "./connection";
import { useDismissReport, useRemoveMessage, useReports } from "./queries";

/** /landlord-chat: the selected property's room, its open reports (Remove / Dismiss), and Remove on any message. */
export default function LandlordChatPage() {
  usePageTitle(t("chat.moderationTitle"));
  return <WithSelectedProperty>{(property) => <Moderation property={property} />}</WithSelectedProperty>;
}

function Moderation({ property }: { property: PropertySummary }) {
  const { user } = useCurrentUser();
  const { status, online } = useChatConnection();
  const [removing, setRemoving] = useState<ChatMessage | null>(null);
  const remove = useRemoveMessage();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast({ title: t("chat.removedToast"), description: t("chat.removedToastText") });
        setRemoving(null);
      },
      onError: (e) =>
        toast({
          variant: "destructive",
          title: t("chat.moderationFailed"),
          description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
        }),
    });
  };

  return (
    <PageShell
      title={t("chat.moderationTitle")}
      subtitle={t("chat.moderationSubtitle", { property: property.name })}
      back={{ href: DASHBOARD_PATH, label: t("chat.backToDashboard") }}
      width="wide"
      actions={<ConnectionBadge status={status} online={online} />}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="room-title" className="min-w-0 space-y-3">
          <h2 id="room-title" className="text-lg font-semibold text-slate-900">
            {t("chat.roomTitle")}
          </h2>
          <ConversationView
            key={property.id}
            target={{ propertyId: property.id }}
            me={user ?? undefined}
            actions={{ onRemove: setRemoving }}
            emptyText={t("chat.emptyRoom")}
            label={(c) => t("chat.roomLabel", { name: c.propertyName })}
          />
        </section>
        <Reports propertyId={property.id} onRemove={setRemoving} />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t("chat.removeConfirmTitle")}
        text={t("chat.removeConfirmText")}
        confirmLabel={t("chat.remove")}
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </PageShell>
  );
}

function Reports({ propertyId, onRemove }: { propertyId: number; onRemove: (m: ChatMessage) => void }) {
  const reports = useReports(propertyId);
  const dismiss = useDismissReport();
  const onDismiss = (id: string) =>
    dismiss.mutate(id, {
      onSuccess: () => toast({ title: t("chat.dismissedToast"), description: t("chat.dismissedToastText") }),
      onError: (e) =>
        toast({
          variant: "destructive",
          title: t("chat.moderationFailed"),
          description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
        }),
    });

  let body: React.ReactNode;
  if (reports.isError) {
    body = (
      <ErrorState
        title={t("chat.reportsLoadFailed")}
        error={reports.error}
        onRetry={() => reports.refetch()}
        retrying={reports.isFetching}
      />
    );
  } else if (!reports.data) {
    body = (
      <div role="status" aria-label={t("chat.reportsLoading")} className="space-y-2">
        <SkeletonBlock className="h-28" />
        <SkeletonBlock className="h-28" />
      </div>
    );
  } else if (reports.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<ShieldCheck className="h-6 w-6" />}
        title={t("chat.reportsTitle")}
        text={t("chat.reportsEmpty")}
      />
    );
  } else {
    body = (
      <ul className="space-y-3">
        {reports.data.items.map((r) => {
          const sender = `${r.message.sender.firstName} ${r.message.sender.lastName}`.trim();
          const reporter = `${r.reporter.firstName} ${r.reporter.lastName}`.trim();
          return (
            <li key={r.id} data-testid="chat-report">
              <Card className="space-y-3 p-4">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900">
                    {sender}
                    {r.message.sender.unit && (
                      <span className="ml-2 font-normal text-slate-600">
                        {t("chat.unitLabel", { unit: r.message.sender.unit })}
                      </span>
                    )}
                  </p>
                  <p
                    className={`mt-1 whitespace-pre-wrap break-words text-sm ${
                      r.message.removed ? "text-slate-500 italic" : "text-slate-800"
                    }`}
                  >
                    {r.message.removed ? t("chat.messageRemoved") : r.message.content}
                  </p>
                </div>
                <div className="rounded-md bg-amber-50 p-2 text-xs text-amber-900">
                  <p className="flex items-center gap-1 font-medium">
                    <Flag aria-hidden className="h-3 w-3" />
                    {t("chat.reportedBy", { name: reporter, when: formatRelative(r.createdAt) })}
                  </p>
                  <p className="mt-0.5 break-words">
                    {r.reason ? t("chat.reportReason", { reason: r.reason }) : t("chat.reportNoReason")}
                  </p>
                </div>
                <div className="flex flex-col gap-2 sm:flex-row">
                  {!r.message.removed && (
                    <Button
                      variant="destructive"
                      onClick={() => onRemove(r.message)}
                      aria-haspopup="dialog"
                      aria-label={t("chat.removeLabel", { name: sender })}
                    >
                      <Trash2 aria-hidden className="h-4 w-4" />
                      {t("chat.remove")}
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    onClick={() => onDismiss(r.id)}
                    disabled={dismiss.isPending && dismiss.variables === r.id}
                    aria-label={t("chat.dismissLabel", { name: reporter })}
                  >
                    <X aria-hidden className="h-4 w-4" />
                    {t("chat.dismiss")}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby="reports-title" className="order-first min-w-0 space-y-3 lg:order-none">
      <h2 id="reports-title" className="text-lg font-semibold text-slate-900">
        {t("chat.reportsTitle")}
      </h2>
      {body}
    </section>
  );
}
