import { Bell } from "lucide-react";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import type { PagePath } from "@/lib/pages";
import { useLiveNotifications } from "./live";
import { useLatestNotifications } from "./queries";

/** The header's bell: the unread count on it, a link to the notifications page; live while it is shown. */
export function NotificationBell({ href }: { href: PagePath }) {
  useLiveNotifications();
  const count = useLatestNotifications().data?.unreadCount ?? 0;
  return (
    <Link
      href={href}
      aria-label={count > 0 ? t("notifications.bellLabelUnread", { count }) : t("notifications.bellLabel")}
      data-testid="notification-bell"
      className="relative grid h-11 w-11 shrink-0 place-items-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Bell aria-hidden className="h-5 w-5" />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="notification-badge"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {count > 99 ? t("notifications.badgeMax") : count}
        </span>
      )}
    </Link>
  );
}
