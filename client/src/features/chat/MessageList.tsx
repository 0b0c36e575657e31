import type { PendingMessage } from "@common/chat/pending";
import type { ChatMessage } from "@common/schemas/chat";
import { Flag, Loader2, RotateCw, Trash2 } from "lucide-react";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { t } from "@/lib/i18n";
import { Avatar } from "./Avatar";
import { formatMessageTime } from "./format";

/** How close to the top (px) the view must come before older messages load. */
const LOAD_OLDER_AT_PX = 48;
/** Within this distance of the bottom (px), a new message scrolls into view. */
const STICK_TO_BOTTOM_PX = 80;

export interface Me {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

export interface MessageActions {
  /** Tenants report other people's messages. */
  onReport?: (message: ChatMessage) => void;
  /** Landlords remove any message. */
  onRemove?: (message: ChatMessage) => void;
}

/**
 * A conversation's messages, newest last, in a scrolling area of fixed height (h-96 on the chat screen, h-64
 * on the dashboard card). Scrolled to the bottom at first and when a message arrives while near the bottom;
 * scrolling to the top loads older messages and keeps what was on screen in place.
 */
export function MessageList({
  label,
  heightClass,
  me,
  messages,
  pending,
  olderExists,
  older,
  onLoadOlder,
  onResend,
  unreadFrom,
  empty,
  actions = {},
}: {
  label: string;
  heightClass: "h-96" | "h-64";
  me: Me | undefined;
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  olderExists: boolean;
  older: "idle" | "loading" | "failed";
  onLoadOlder?: () => void;
  onResend?: (clientId: string) => void;
  unreadFrom?: number | null;
  empty: ReactNode;
  actions?: MessageActions;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const nearBottom = useRef(true);
  // The first message on screen when older ones were asked for, and how far below the list's top it stood.
  const anchor = useRef<{ seq: string; offset: number } | null>(null);
  const firstSeq = messages[0]?.seq;

  const loadOlder = () => {
    const el = ref.current;
    if (!el || !onLoadOlder || older === "loading") return;
    const top = el.getBoundingClientRect().top;
    const first = [...el.querySelectorAll<HTMLElement>("[data-seq]")].find(
      (m) => m.getBoundingClientRect().bottom > top,
    );
    anchor.current = first
      ? { seq: first.dataset.seq!, offset: first.getBoundingClientRect().top - top }
      : null;
    onLoadOlder();
  };

  // Older messages were put above: keep the messages that were on screen where they were. By a message, not by
  // the list's height: messages that had not been laid out yet (OFF_SCREEN_SKIPPED) get their real height as they
  // come on screen, which changes the height by more than what was put above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first message changes
  useLayoutEffect(() => {
    const el = ref.current;
    const a = anchor.current;
    if (!el || !a) return;
    const m = el.querySelector<HTMLElement>(`[data-seq="${a.seq}"]`);
    if (m) el.scrollTop += m.getBoundingClientRect().top - el.getBoundingClientRect().top - a.offset;
    anchor.current = null;
  }, [firstSeq]);

  const nothing = messages.length === 0 && pending.length === 0;
  // While the person is at the end, the end stays in view whenever the list's height changes: a new message (or
  // one of ours), and a skipped message (OFF_SCREEN_SKIPPED) that gets its real height as it comes near the screen
  // (on the dashboard, after the card first scrolled to its end). The observer is called after the browser's own
  // layout and before its paint, so reading scrollHeight lays nothing out again, and the first paint is at the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list of messages appears or goes
  useLayoutEffect(() => {
    const el = ref.current;
    const content = listRef.current;
    if (!el || !content || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [nothing]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
    if (el.scrollTop < LOAD_OLDER_AT_PX && olderExists && older === "idle") loadOlder();
  };

  return (
    <div
      ref={ref}
      role="log"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
      onScroll={onScroll}
      data-testid="chat-messages"
      className={`${heightClass} overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {nothing ? (
        <div className="grid h-full place-items-center text-center text-sm text-slate-600">{empty}</div>
      ) : (
        <>
          {olderExists ? (
            <div className="mb-3 flex justify-center">
              <button
                type="button"
                onClick={loadOlder}
                disabled={older === "loading"}
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {older === "loading" && <Loader2 aria-hidden className="h-3.5 w-3.5 animate-spin" />}
                {older === "loading"
                  ? t("chat.loadingOlder")
                  : older === "failed"
                    ? t("chat.olderFailed")
                    : t("chat.loadOlder")}
              </button>
            </div>
          ) : (
            onLoadOlder && <p className="mb-3 text-center text-xs text-slate-500">{t("chat.beginning")}</p>
          )}
          <ol ref={listRef} className="space-y-3">
            {messages.map((m) => (
              <MessageItem
                key={m.seq}
                message={m}
                own={m.senderId === me?.id}
                unreadDivider={unreadFrom === m.seq}
                actions={actions}
              />
            ))}
            {me &&
              pending.map((p) => <PendingItem key={p.clientId} me={me} pending={p} onResend={onResend} />)}
          </ol>
        </>
      )}
    </div>
  );
}

/**
 * A message the list has scrolled past is not laid out or painted until it comes near the screen (the browser
 * keeps its place at its last height, or 5rem before it had one): the first layout of a long conversation,
 * scrolled to its end, shapes the text of the few messages that show, not of all of them.
 */
const OFF_SCREEN_SKIPPED = "[content-visibility:auto] [contain-intrinsic-size:auto_5rem]";

function senderName(m: ChatMessage) {
  return `${m.sender.firstName} ${m.sender.lastName}`.trim();
}

function MessageItem({
  message: m,
  own,
  unreadDivider,
  actions,
}: {
  message: ChatMessage;
  own: boolean;
  unreadDivider: boolean;
  actions: MessageActions;
}) {
  const name = senderName(m);
  const canReport = !own && !m.removed && actions.onReport && m.sender.role === "tenant";
  const canRemove = !m.removed && actions.onRemove;
  return (
    <li
      data-testid="chat-message"
      data-seq={m.seq}
      data-own={own || undefined}
      className={OFF_SCREEN_SKIPPED}
    >
      {unreadDivider && (
        <p className="mb-3 flex items-center gap-2 text-xs font-medium text-brand-700">
          <span aria-hidden className="h-px flex-1 bg-brand-200" />
          {t("chat.unreadDivider")}
          <span aria-hidden className="h-px flex-1 bg-brand-200" />
        </p>
      )}
      <div className={`flex items-end gap-2 ${own ? "flex-row-reverse" : ""}`}>
        <Avatar
          firstName={m.sender.firstName}
          lastName={m.sender.lastName}
          imageUrl={m.sender.profileImageUrl}
          size="sm"
          own={own}
        />
        <div className={`flex min-w-0 max-w-[80%] flex-col ${own ? "items-end" : "items-start"}`}>
          <p className="flex flex-wrap items-baseline gap-x-1.5 text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{own ? t("chat.you") : name}</span>
            {m.sender.role === "landlord" ? (
              <span>{t("chat.propertyManager")}</span>
            ) : (
              m.sender.unit && <span>{t("chat.unitLabel", { unit: m.sender.unit })}</span>
            )}
            <time dateTime={m.createdAt}>{formatMessageTime(m.createdAt)}</time>
          </p>
          <div
            className={`mt-1 rounded-2xl px-3 py-2 text-sm ${
              m.removed
                ? "border border-dashed border-slate-300 bg-white text-slate-500 italic"
                : own
                  ? "rounded-br-sm bg-brand-600 text-white"
                  : "rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200"
            }`}
          >
            {m.removed ? (
              t("chat.messageRemoved")
            ) : (
              <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{m.content}</p>
            )}
          </div>
          {(canReport || canRemove) && (
            <div className="mt-0.5 flex gap-1">
              {canReport && (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={t("chat.reportActionLabel", { name })}
                  onClick={() => actions.onReport?.(m)}
                  className="inline-flex min-h-8 items-center gap-1 rounded px-1.5 text-xs text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Flag aria-hidden className="h-3 w-3" />
                  {t("chat.reportAction")}
                </button>
              )}
              {canRemove && (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={t("chat.removeLabel", { name })}
                  onClick={() => actions.onRemove?.(m)}
                  className="inline-flex min-h-8 items-center gap-1 rounded px-1.5 text-xs text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Trash2 aria-hidden className="h-3 w-3" />
                  {t("chat.remove")}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

function PendingItem({
  me,
  pending: p,
  onResend,
}: {
  me: Me;
  pending: PendingMessage;
  onResend?: (clientId: string) => void;
}) {
  return (
    <li data-testid="chat-message" data-pending="true" data-own="true">
      <div className="flex flex-row-reverse items-end gap-2">
        <Avatar firstName={me.firstName} lastName={me.lastName} imageUrl={me.profileImageUrl} size="sm" own />
        <div className="flex min-w-0 max-w-[80%] flex-col items-end">
          <p className="text-xs font-semibold text-slate-800">{t("chat.you")}</p>
          <div
            className={`mt-1 rounded-2xl rounded-br-sm px-3 py-2 text-sm text-white ${
              p.error ? "bg-red-700" : "bg-brand-600/70"
            }`}
          >
            <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{p.content}</p>
          </div>
          {p.error ? (
            <p className="mt-0.5 flex flex-wrap items-center justify-end gap-1 text-xs text-red-700">
              {t("chat.notSent")}
              {onResend && (
                <button
                  type="button"
                  onClick={() => onResend(p.clientId)}
                  className="inline-flex min-h-8 items-center gap-1 rounded px-1.5 font-medium text-red-800 underline hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <RotateCw aria-hidden className="h-3 w-3" />
                  {t("chat.resend")}
                </button>
              )}
            </p>
          ) : (
            <p className="mt-0.5 text-xs text-slate-500">{t("chat.sending")}</p>
          )}
        </div>
      </div>
    </li>
  );
}
