import { KAMPALA_TZ, kampalaInstant } from "@common/kampala-calendar";
import { lazyDateFormat } from "@/lib/format";

const dayFormat = lazyDateFormat("en-GB", {
  timeZone: KAMPALA_TZ,
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** "Tue 24 Nov" of a Kampala calendar date. */
export const dayLabel = (date: string) => dayFormat(kampalaInstant(date, "12:00:00"));
export { kampalaWhen as whenLabel } from "@common/kampala-calendar";
