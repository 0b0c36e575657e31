import { KAMPALA_OFFSET_MS, kampalaWallClock } from "../../../../common/kampala-calendar";

/** No SMS between 21:00 and 07:00 Kampala time (UTC+3 all year), except sign-in and verification codes. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 7;

/** Whether `at` falls in Kampala's quiet hours. */
export function inQuietHours(at: Date): boolean {
  const hour = kampalaWallClock(at).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The first moment a message of this purpose may be sent: now, or 07:00 Kampala after the quiet hours. */
export function firstSendableAt(at: Date, purpose: string): Date {
  if (purpose === "code" || !inQuietHours(at)) return at;
  const local = kampalaWallClock(at);
  const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_UNTIL_HOUR);
  const next = local.getUTCHours() >= QUIET_FROM_HOUR ? morning + 86_400_000 : morning;
  return new Date(next - KAMPALA_OFFSET_MS);
}
