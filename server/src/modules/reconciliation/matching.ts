/**
 * Which lease a statement's credit line pays, if any. Pure: the landlord's leases come in with what the rules need.
 *
 * 1. The payment reference of one of the landlord's leases appears in the description or the reference, however
 *    it is spaced or cased ("NY 7KQ4PX", "ny-7kq4px", "RENT/NY7KQ4PX/JAN"): matched.
 * 2. Else the tenant's first or last name (a whole word of at least three letters, any case) appears in the text
 *    and the amount is the lease's monthly rent or what it owes now: suggested, when exactly one current lease
 *    qualifies (two tenants called Nakato paying the same rent are for the landlord to tell apart).
 * 3. Else unmatched. Two different leases' references on one line are unmatched too.
 */

export interface MatchLease {
  id: string;
  firstName: string;
  lastName: string;
  paymentReference: string | null;
  monthlyRent: number;
  /** What the lease owes today (negative: in credit). */
  balance: number;
  /** Pending or active: name and amount match only these; a reference matches an ended lease too. */
  current: boolean;
}

export type MatchStatus = "matched" | "suggested" | "unmatched";
export interface Match {
  status: MatchStatus;
  leaseId: string | null;
}

export interface MatchIndex {
  byReference: Map<string, string>;
  current: { lease: MatchLease; names: string[] }[];
}

const REFERENCE_LENGTH = 8; // "NY" and six characters
const MIN_NAME = 3;

/** Whole words of letters, upper case ("O'Neil" → O, NEIL; "Nakato-Ssali" → NAKATO, SSALI). */
const words = (text: string) => text.toUpperCase().split(/[^\p{L}]+/u);

/** The index the rules use, built once for all the lines of a statement. */
export function matchIndex(leases: readonly MatchLease[]): MatchIndex {
  const byReference = new Map<string, string>();
  for (const l of leases) if (l.paymentReference) byReference.set(l.paymentReference.toUpperCase(), l.id);
  const current = leases
    .filter((l) => l.current)
    .map((lease) => ({
      lease,
      names: [...words(lease.firstName), ...words(lease.lastName)].filter((w) => w.length >= MIN_NAME),
    }));
  return { byReference, current };
}

/** The leases whose reference is in `text`: letters and digits only, so spaces and hyphens inside do not matter. */
function referencedLeases(index: MatchIndex, text: string): Set<string> {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const found = new Set<string>();
  for (let at = compact.indexOf("NY"); at !== -1; at = compact.indexOf("NY", at + 1)) {
    const leaseId = index.byReference.get(compact.slice(at, at + REFERENCE_LENGTH));
    if (leaseId) found.add(leaseId);
  }
  return found;
}

export function matchLine(
  index: MatchIndex,
  line: { amount: number; description: string; reference: string | null },
): Match {
  const text = `${line.description} ${line.reference ?? ""}`;
  const referenced = referencedLeases(index, text);
  if (referenced.size === 1) return { status: "matched", leaseId: [...referenced][0]! };
  if (referenced.size > 1) return { status: "unmatched", leaseId: null };

  const inText = new Set(words(text));
  const qualifying = index.current.filter(
    ({ lease, names }) =>
      (line.amount === lease.monthlyRent || (lease.balance > 0 && line.amount === lease.balance)) &&
      names.some((n) => inText.has(n)),
  );
  return qualifying.length === 1
    ? { status: "suggested", leaseId: qualifying[0]!.lease.id }
    : { status: "unmatched", leaseId: null };
}
