import { type ComponentType, lazy, type ReactNode } from "react";
import type { PagePath } from "@/lib/pages";
import { HeaderBell } from "@/shells/header-bell";

// The bell and its live updates (the socket's client, ~4.5 KB gzipped) load after the screen: a landlord does not
// open a screen for them, and the screens with forms stay within their budget (bench/bundle-size.mjs). Offline
// before it ever loaded, there is none.
const LazyBell = lazy<ComponentType<{ href: PagePath }>>(() =>
  import("@/features/notifications/NotificationBell").then(
    (m) => ({ default: m.NotificationBell }),
    () => ({ default: () => null }),
  ),
);

/** Gives the shells' headers the notification bell. */
export function WithHeaderBell({ children }: { children: ReactNode }) {
  return <HeaderBell.Provider value={LazyBell}>{children}</HeaderBell.Provider>;
}
