import type { MessageKey } from "@common/i18n/keys";
import {
  Bell,
  Building2,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  PawPrint,
  ShoppingBag,
  Wrench,
} from "lucide-react";
import { useEffect } from "react";
import { NavTile } from "@/components/layout/NavTile";
import { AmenityBookingCard } from "@/features/amenities/AmenityBookingCard";
import {
  AnnouncementsStat,
  DashboardAnnouncementsCard,
} from "@/features/announcements/DashboardAnnouncementsCard";
import { PasskeyCard } from "@/features/auth/PasskeyCard";
import { ChatCard } from "@/features/chat/ChatCard";
import { IdentityDocumentCard } from "@/features/identity/IdentityDocumentCard";
import { MaintenanceCard } from "@/features/maintenance/MaintenanceCard";
import { MarketplaceCard } from "@/features/marketplace/MarketplaceCard";
import { NotificationBell } from "@/features/notifications/NotificationBell";
import { NotificationsCard } from "@/features/notifications/NotificationsCard";
import { RentCard } from "@/features/rent/RentCard";
import { useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DashboardHeader } from "@/shells/DashboardHeader";

const TILES: readonly { href: string; title: MessageKey; text: MessageKey; Icon: LucideIcon }[] = [
  {
    href: "/maintenance-request",
    title: "tenant-dashboard.tileMaintenanceTitle",
    text: "tenant-dashboard.tileMaintenanceText",
    Icon: Wrench,
  },
  {
    href: "/announcements",
    title: "tenant-dashboard.tileAnnouncementsTitle",
    text: "tenant-dashboard.tileAnnouncementsText",
    Icon: Megaphone,
  },
  {
    href: "/marketplace",
    title: "tenant-dashboard.tileMarketplaceTitle",
    text: "tenant-dashboard.tileMarketplaceText",
    Icon: ShoppingBag,
  },
  {
    href: "/neighbors-chat",
    title: "tenant-dashboard.tileChatTitle",
    text: "tenant-dashboard.tileChatText",
    Icon: MessageCircle,
  },
  {
    href: "/pet-registration",
    title: "tenant-dashboard.tilePetsTitle",
    text: "tenant-dashboard.tilePetsText",
    Icon: PawPrint,
  },
  {
    href: "/tenant-notifications",
    title: "tenant-dashboard.tileNotificationsTitle",
    text: "tenant-dashboard.tileNotificationsText",
    Icon: Bell,
  },
];

/** Tenant dashboard (/dashboard for tenants, /tenant-demo, /tenant-demo-simple, /tenant-dashboard). */
const WARM_AFTER_MS = 1500;

/**
 * The page a tenant may need without a connection: fetched once the dashboard has settled, so the service worker
 * has it when the connection drops (a maintenance request is written offline and sent later).
 */
function useWarmOfflinePages() {
  useEffect(() => {
    const id = window.setTimeout(
      () => void import("@/features/maintenance/MaintenanceRequestPage").catch(() => {}),
      WARM_AFTER_MS,
    );
    return () => window.clearTimeout(id);
  }, []);
}

export default function TenantDashboardPage() {
  usePageTitle(t("tenant-dashboard.pageTitle"));
  const { user } = useCurrentUser();
  useWarmOfflinePages();
  if (!user) return null; // the route guards render this page only for a signed-in user

  return (
    <div className="min-h-dvh bg-slate-50">
      <DashboardHeader
        label={user.propertyName ?? t("common.tenant")}
        actions={<NotificationBell href="/tenant-notifications" />}
      />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">
        <section aria-labelledby="welcome">
          <h1 id="welcome" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("tenant-dashboard.welcome", { name: user.firstName })}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
            <Building2 aria-hidden className="h-4 w-4 shrink-0 text-brand-600" />
            {user.propertyName && <span className="font-medium text-slate-800">{user.propertyName}</span>}
            {user.propertyName && <span aria-hidden>·</span>}
            <span>
              {user.unitNumber
                ? t("tenant-dashboard.unit", { unit: user.unitNumber })
                : t("tenant-dashboard.noUnit")}
            </span>
            {user.isDemo && (
              <span className="rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-medium text-amber-800">
                {t("tenant-dashboard.demoAccount")}
              </span>
            )}
          </p>
        </section>

        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="sr-only">
            {t("tenant-dashboard.stats")}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <li className="grid">
              <AnnouncementsStat />
            </li>
          </ul>
        </section>

        <RentCard />
        <div className="grid gap-6 lg:grid-cols-2">
          <MaintenanceCard />
          <NotificationsCard />
        </div>
        <DashboardAnnouncementsCard />
        <MarketplaceCard />
        <ChatCard />
        <AmenityBookingCard />

        <section aria-labelledby="tiles-title">
          <h2 id="tiles-title" className="text-lg font-semibold text-slate-900">
            {t("tenant-dashboard.yourHome")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
            {TILES.map(({ title, text, ...tile }) => (
              <li key={tile.href} className="grid">
                <NavTile {...tile} title={t(title)} text={t(text)} />
              </li>
            ))}
          </ul>
        </section>

        <IdentityDocumentCard userId={user.id} hasPhoto={user.hasNationalIdPhoto} />

        <PasskeyCard passkeyCount={user.passkeyCount} />
      </main>
    </div>
  );
}
