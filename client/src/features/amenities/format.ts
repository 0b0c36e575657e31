import { lazyDateFormat } from "@/lib/format";

const dayFormat = lazyDateFormat("en-GB", {
  timeZone: "Africa/Kampala",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** "Tue 24 Nov" of a Kampala calendar date. */
export const dayLabel = (date: string) => dayFormat(new Date(`${date}T12:00:00+03:00`));
export { kampalaWhen as whenLabel } from "@common/kampala-time";
