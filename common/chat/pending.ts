import type { ChatMessage } from "../schemas/chat";

/**
 * A message this screen sent that the server has not echoed yet. It shows at once; the server's copy (same
 * clientId) replaces it. `error` is why it was refused or could not be sent; `retryable` when sending it again
 * later may work (the network, not the server, said no).
 */
export interface PendingMessage {
  clientId: string;
  content: string;
  createdAt: string;
  error: string | null;
  retryable: boolean;
}

/** The pending messages whose server copy has not arrived (no message carries their clientId), in order. */
export function undelivered(
  pending: readonly PendingMessage[],
  messages: readonly ChatMessage[],
): PendingMessage[] {
  if (!pending.length) return [];
  const delivered = new Set<string>();
  for (const m of messages) if (m.clientId) delivered.add(m.clientId);
  return pending.filter((p) => !delivered.has(p.clientId));
}

/** A new id for a message (crypto.randomUUID where the page is a secure context). */
export function newClientId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The trimmed text to send, or null for a blank one (ignored, spec section 5). */
export function sendable(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** Two letters for an avatar: the first letters of the first and last names, upper case. */
export function initials(firstName: string, lastName: string): string {
  const first = [...firstName.trim()][0] ?? "";
  const last = [...lastName.trim()][0] ?? "";
  return (first + last).toUpperCase() || "?";
}

/** The message that starts the unread part: the first after the read position that is not the viewer's own. */
export function firstUnreadSeq(
  messages: readonly ChatMessage[],
  lastReadSeq: number,
  viewerId: string | undefined,
): number | null {
  for (const m of messages) if (m.seq > lastReadSeq && m.senderId !== viewerId) return m.seq;
  return null;
}
