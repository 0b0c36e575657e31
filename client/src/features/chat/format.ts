const TZ = "Africa/Kampala";
const timeFormat = new Intl.DateTimeFormat("en-UG", { hour: "2-digit", minute: "2-digit", timeZone: TZ });
const dayTimeFormat = new Intl.DateTimeFormat("en-UG", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TZ,
});
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: TZ });

/** A message's time in Kampala: "14:05" today, "1 Mar, 14:05" before. */
export function formatMessageTime(value: string, now: Date = new Date()): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return dayKey.format(d) === dayKey.format(now) ? timeFormat.format(d) : dayTimeFormat.format(d);
}
