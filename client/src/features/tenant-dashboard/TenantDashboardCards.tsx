import type { MessageKey } from "@common/i18n/keys";
import { useQueryClient } from "@tanstack/react-query";
import {
  Bell,
  Gauge,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  PawPrint,
  ShoppingBag,
  Wrench,
} from "lucide-react";
import { use } from "react";
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
import { NotificationsCard } from "@/features/notifications/NotificationsCard";
import { RentCard } from "@/features/rent/RentCard";
import type { ApiOutput } from "@/lib/api";
import { t } from "@/lib/i18n";
import { type PagePath, pagePath } from "@/lib/pages";
import { Later } from "@/lib/stages";
import { prefetchTenantDashboard, tenantDashboardPrefetched } from "./prefetch";

const TILES: readonly { href: PagePath; title: MessageKey; text: MessageKey; Icon: LucideIcon }[] = [
  {
    href: pagePath("/maintenance-request"),
    title: "tenant-dashboard.tileMaintenanceTitle",
    text: "tenant-dashboard.tileMaintenanceText",
    Icon: Wrench,
  },
  {
    href: pagePath("/announcements"),
    title: "tenant-dashboard.tileAnnouncementsTitle",
    text: "tenant-dashboard.tileAnnouncementsText",
    Icon: Megaphone,
  },
  {
    href: pagePath("/marketplace"),
    title: "tenant-dashboard.tileMarketplaceTitle",
    text: "tenant-dashboard.tileMarketplaceText",
    Icon: ShoppingBag,
  },
  {
    href: pagePath("/neighbors-chat"),
    title: "tenant-dashboard.tileChatTitle",
    text: "tenant-dashboard.tileChatText",
    Icon: MessageCircle,
  },
  {
    href: pagePath("/pet-registration"),
    title: "tenant-dashboard.tilePetsTitle",
    text: "tenant-dashboard.tilePetsText",
    Icon: PawPrint,
  },
  {
    href: pagePath("/meter-readings"),
    title: "tenant-dashboard.tileMetersTitle",
    text: "tenant-dashboard.tileMetersText",
    Icon: Gauge,
  },
  {
    href: pagePath("/tenant-notifications"),
    title: "tenant-dashboard.tileNotificationsTitle",
    text: "tenant-dashboard.tileNotificationsText",
    Icon: Bell,
  },
];

/** The cards under maintenance and notifications, in reading order, each rendered a step after the one above. */
const BELOW = [
  ["announcements", DashboardAnnouncementsCard],
  ["marketplace", MarketplaceCard],
  ["chat", ChatCard],
  ["amenities", AmenityBookingCard],
] as const;

/**
 * Everything of the tenant dashboard below its welcome: the cards, the tiles, the identity and passkey cards.
 * When the app started the dashboard's one request (a direct visit), they wait for its answer and appear
 * together, each with its data: a card that grew from its skeleton would push the ones below it (layout shift).
 */
export function TenantDashboardCards({ user }: { user: ApiOutput<"auth.user"> }) {
  const queryClient = useQueryClient();
  // Offline, started from the service worker's shell (it carries no user, so nothing was asked at start): the
  // dashboard's one answer as the worker kept it, rather than each card's, which a direct visit never asked for.
  const prefetched =
    tenantDashboardPrefetched() ?? (navigator.onLine ? undefined : prefetchTenantDashboard(queryClient));
  if (prefetched) use(prefetched);
  return (
    <>
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
      {/* The rest one part a frame apart each (Later), in reading order: what a phone's first screen shows is
          above; a part short enough that rendering and laying it out stays one short task on a slow phone. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <Later steps={1}>
          <MaintenanceCard />
        </Later>
        <Later steps={2}>
          <NotificationsCard />
        </Later>
      </div>
      {BELOW.map(([name, Card], i) => (
        <Later key={name} steps={3 + i}>
          <Card />
        </Later>
      ))}
      <Later steps={3 + BELOW.length}>
        <TenantDashboardFooter user={user} />
      </Later>
    </>
  );
}

/** The tiles to the tenant's screens, the identity document and the passkey cards. */
function TenantDashboardFooter({ user }: { user: ApiOutput<"auth.user"> }) {
  return (
    <>
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
    </>
  );
}
