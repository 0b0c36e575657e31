/** Slots and bookings are Kampala times wherever the reader is (Africa/Kampala, UTC+3, no daylight saving). */
const whenFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Kampala",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** "Tue 24 Nov, 18:00" of an instant, in Kampala time. */
export const kampalaWhen = (at: Date | string) =>
  whenFormat.format(typeof at === "string" ? new Date(at) : at);
