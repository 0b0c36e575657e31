/** Kampala's clock: Africa/Kampala, EAT, UTC+3 without daylight saving since 1948. */
export const KAMPALA_OFFSET_MS = 3 * 3_600_000;

/**
 * The calendar day in Kampala at the instant `at`, as 'YYYY-MM-DD'. Arithmetic, not Intl: a fixed offset needs no
 * time zone data, and creating the first Intl.DateTimeFormat of a page costs a phone tens of milliseconds.
 */
export function kampalaDay(at: Date): string {
  return new Date(at.getTime() + KAMPALA_OFFSET_MS).toISOString().slice(0, 10);
}

let whenFormat: Intl.DateTimeFormat | undefined;

/** "Tue 24 Nov, 18:00" of an instant, in Kampala time: slots and bookings wherever the reader is. */
export function kampalaWhen(at: Date | string): string {
  whenFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Kampala",
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
  return whenFormat.format(typeof at === "string" ? new Date(at) : at);
}
