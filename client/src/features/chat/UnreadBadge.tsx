import { t } from "@/lib/i18n";

/** A count of unread messages: the number on screen, the words for screen readers. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="chat-unread"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
    >
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{t("chat.unreadBadge", { count })}</span>
    </span>
  );
}
