/**
 * What a viewer sees of other residents, given the people the viewer blocked (docs/decisions/0015). A block is
 * one-way and silent: the blocker stops seeing the blocked person's messages, direct conversation and presence;
 * the blocked person sees the blocker as before and is never told. The server applies the same rules in SQL
 * (queries) and on the sockets (`muted`); these are the rules in one place, for both sides and the tests.
 */
export type Blocks = ReadonlySet<string>;

/** A message is hidden from the viewer when its sender is someone the viewer blocked (never their own). */
export function seesMessage(viewerId: string, blocks: Blocks, message: { senderId: string }): boolean {
  return message.senderId === viewerId || !blocks.has(message.senderId);
}

/** The messages of a list the viewer sees, in the same order. */
export function visibleMessages<T extends { senderId: string }>(
  viewerId: string,
  blocks: Blocks,
  messages: readonly T[],
): T[] {
  return messages.filter((m) => seesMessage(viewerId, blocks, m));
}

/** A direct conversation is hidden from the viewer when the other member is someone the viewer blocked. */
export function seesDirect(blocks: Blocks, otherMemberId: string): boolean {
  return !blocks.has(otherMemberId);
}

export interface Presence {
  isOnline: boolean;
  lastSeen: string | null;
}

/** A blocked person's presence is not shown: never online, never seen (the blocker does not follow them). */
export function presenceFor(blocks: Blocks, userId: string, presence: Presence): Presence {
  return blocks.has(userId) ? { isOnline: false, lastSeen: null } : presence;
}

/**
 * Unread messages: after the viewer's read position, not their own, not removed, not from someone they blocked.
 */
export function unreadAmong(
  viewerId: string,
  blocks: Blocks,
  lastReadSeq: number,
  messages: readonly { seq: number; senderId: string; removed: boolean }[],
): number {
  return messages.filter(
    (m) => m.seq > lastReadSeq && m.senderId !== viewerId && !m.removed && !blocks.has(m.senderId),
  ).length;
}

/** Two letters for a resident's avatar: the first letters of their first and last names, upper case. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = [...firstName.trim()][0] ?? "";
  const last = [...lastName.trim()][0] ?? "";
  return (first + last).toUpperCase() || "?";
}
