const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Kampala",
  weekday: "short",
  day: "numeric",
  month: "short",
});
const whenFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Kampala",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** "Tue 24 Nov" of a Kampala calendar date. */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T12:00:00+03:00`));
/** "Tue 24 Nov, 18:00" of an instant, in Kampala time (slots are Kampala times wherever the phone is). */
export const whenLabel = (iso: string) => whenFormat.format(new Date(iso));
