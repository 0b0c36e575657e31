import type { ChatConversation } from "@common/schemas/chat";
import { useQueryClient } from "@tanstack/react-query";
import { MessageCircle, Users, WifiOff } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useSearch } from "wouter";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { ContactSeller, ItemBanner, useItemDraft } from "@/features/marketplace/ContactSeller";
import { useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH, type PagePattern, pagePath } from "@/lib/pages";
import { useServerEvent } from "@/lib/realtime";
import { BackLink } from "@/shells/PageShell";
import { TenantLeaseGate } from "@/shells/TenantLeaseGate";
import { TenantPageShell } from "@/shells/TenantPageShell";
import { ConversationView } from "./ConversationView";
import { ConnectionBadge, useChatConnection } from "./connection";
import type { Me } from "./MessageList";
import { useConversations, useResidents } from "./queries";
import { ReportDialog } from "./ReportDialog";
import { ResidentsPanel } from "./ResidentsPanel";
import { UnreadBadge } from "./UnreadBadge";
import { CONVERSATIONS_PREFIX } from "./use-conversation";

type Tab = "community" | "residents";
const TABS_ID = "chat";
const PATH = "/neighbors-chat" satisfies PagePattern;
const conversationPath = (conversation: string, item?: string) =>
  pagePath(PATH, { query: { conversation, item } });

/**
 * /neighbors-chat: the tabs 'Community Chat' (the property's room) and 'Residents' (who lives here, direct
 * messages, blocks). `?conversation=<id>` shows a direct conversation instead, with a way back to the room.
 */
export default function NeighborsChatPage() {
  usePageTitle(t("chat.pageTitle"));
  return (
    <TenantLeaseGate needs="chat.list" title={t("chat.pageTitle")} refusal={t("chat.errorNoHome")}>
      <NeighborsChatScreen />
    </TenantLeaseGate>
  );
}

function NeighborsChatScreen() {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const conversationId = params.get("conversation") ?? undefined;
  // The marketplace's Contact (spec: seller and item): open the conversation with the seller about the item.
  const item = params.get("item") ?? undefined;
  const seller = params.get("seller") ?? undefined;
  const draft = useItemDraft(conversationId ? item : undefined);
  const openAboutItem = useCallback(
    (id: string) =>
      navigate(conversationPath(id, item), {
        replace: true,
      }),
    [navigate, item],
  );
  const [tab, setTab] = useState<Tab>("community");
  const [reporting, setReporting] = useState<Parameters<typeof ReportDialog>[0]["message"]>(null);
  const { status, online } = useChatConnection();
  const conversations = useConversations();
  const residents = useResidents();
  const queryClient = useQueryClient();
  // A message anywhere changes some unread count (the one on screen is marked read as it shows).
  useServerEvent("new_chat_message", () => {
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_PREFIX });
  });

  const blocked = useMemo(
    () => new Set((residents.data?.items ?? []).filter((r) => r.isBlocked).map((r) => r.id)),
    [residents.data],
  );
  const items = conversations.data?.items ?? [];
  const room = items.find((c) => c.kind === "community");
  const directUnread = items.reduce((n, c) => n + (c.kind === "direct" ? c.unreadCount : 0), 0);
  const me: Me | undefined = user ?? undefined;
  const propertyName = room?.propertyName ?? user?.propertyName ?? "";
  const actions = { onReport: setReporting };

  return (
    <TenantPageShell
      title={t("chat.pageTitle")}
      subtitle={
        propertyName ? t("chat.pageSubtitle", { property: propertyName }) : t("chat.pageSubtitleNoProperty")
      }
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ConnectionBadge status={status} online={online} />
      </div>
      {!online && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <WifiOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {t("chat.offlineNotice")}
        </p>
      )}

      {!conversationId && item && seller ? (
        <ContactSeller item={item} seller={seller} onOpened={openAboutItem} />
      ) : conversationId ? (
        <section aria-labelledby="direct-title" className="space-y-3">
          <BackLink href={pagePath(PATH)}>{t("chat.backToCommunity")}</BackLink>
          {item && <ItemBanner item={item} />}
          <ConversationView
            key={conversationId}
            draft={draft}
            target={{ conversationId }}
            me={me}
            hiddenSenders={blocked}
            actions={actions}
            emptyText={t("chat.emptyDirect")}
            label={(c) => t("chat.roomLabel", { name: otherName(c) })}
            header={(c) => (
              <h2 id="direct-title" className="text-lg font-semibold text-slate-900">
                {t("chat.directTitle", { name: otherName(c) })}
              </h2>
            )}
          />
        </section>
      ) : (
        <div className="space-y-4">
          <Tabs
            label={t("chat.tabsLabel")}
            idBase={TABS_ID}
            value={tab}
            onChange={setTab}
            options={[
              {
                value: "community",
                label: t("chat.tabCommunity"),
                icon: (
                  <>
                    <MessageCircle aria-hidden className="h-4 w-4" />
                    {tab !== "community" && <UnreadBadge count={room?.unreadCount ?? 0} />}
                  </>
                ),
              },
              {
                value: "residents",
                label: t("chat.tabResidents"),
                icon: (
                  <>
                    <Users aria-hidden className="h-4 w-4" />
                    <UnreadBadge count={directUnread} />
                  </>
                ),
              },
            ]}
          />
          <TabPanel idBase={TABS_ID} value={tab}>
            {tab === "community" ? (
              <ConversationView
                key="community"
                target={{}}
                me={me}
                hiddenSenders={blocked}
                actions={actions}
                emptyText={t("chat.emptyRoom")}
                label={(c) => t("chat.roomLabel", { name: c.propertyName })}
              />
            ) : (
              <ResidentsPanel
                propertyName={propertyName}
                conversations={items}
                onOpenConversation={(id) => {
                  setTab("community"); // 'Back to Community Chat' returns to the room
                  navigate(conversationPath(id));
                }}
              />
            )}
          </TabPanel>
        </div>
      )}
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </TenantPageShell>
  );
}

function otherName(c: ChatConversation): string {
  return c.otherMember ? `${c.otherMember.firstName} ${c.otherMember.lastName}`.trim() : c.propertyName;
}
