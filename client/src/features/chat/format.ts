import { KAMPALA_TZ, kampalaDay } from "@common/kampala-calendar";
import { lazyDateFormat } from "@/lib/format";

const TZ = KAMPALA_TZ;
const timeFormat = lazyDateFormat("en-UG", { hour: "2-digit", minute: "2-digit", timeZone: TZ });
const dayTimeFormat = lazyDateFormat("en-UG", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TZ,
});

/** A message's time in Kampala: "14:05" today, "1 Mar, 14:05" before. */
export function formatMessageTime(value: string, now: Date = new Date()): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return kampalaDay(d) === kampalaDay(now) ? timeFormat(d) : dayTimeFormat(d);
}
