import { msg } from "../../../../common/i18n/message";
import { addDays, addMonths, kampalaDayStart, kampalaToday } from "../../../../common/kampala-calendar";
import { MAX_REPORT_MONTHS, type ReportPeriod } from "../../../../common/schemas/reports";
import { badRequest } from "../../platform/errors";

/** The earlier of two 'YYYY-MM-DD' days (Math.min cannot compare them). */
const earlierDay = (a: string, b: string) => (a < b ? a : b);

/** One month or year of a report: its key ('2026-03', '2026') and its first and last day inside the range. */
export interface Period {
  key: string;
  from: string;
  to: string;
}

/**
 * The days a report covers, both ends included: from the first month's first day to the last month's last day, or
 * today when the last month is the running one; `start`/`end` the same as instants (end: the next day's start).
 */
export interface ReportRange {
  period: ReportPeriod;
  from: string;
  to: string;
  start: Date;
  end: Date;
  periods: Period[];
}

const lastDayOfMonth = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

/**
 * The range asked for (the schema checked each month, their order and span): the last twelve months when left
 * out, split into months or calendar years.
 */
export function reportRange(
  q: { period: ReportPeriod; from?: string; to?: string },
  today = kampalaToday(),
): ReportRange {
  const toMonth = q.to ?? today.slice(0, 7);
  const fromMonth = q.from ?? addMonths(`${toMonth}-01`, -11).slice(0, 7);
  if (fromMonth > toMonth) {
    const m = msg("reports.fromAfterTo");
    throw badRequest("VALIDATION_ERROR", m, { from: m });
  }
  const months = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  if (months(toMonth) - months(fromMonth) + 1 > MAX_REPORT_MONTHS) {
    const m = msg("reports.rangeTooLong", { years: MAX_REPORT_MONTHS / 12 });
    throw badRequest("VALIDATION_ERROR", m, { from: m });
  }
  const from = `${fromMonth}-01`;
  const last = lastDayOfMonth(toMonth);
  const to = earlierDay(last, today);
  const periods: Period[] = [];
  for (let month = fromMonth; month <= toMonth; month = addMonths(`${month}-01`, 1).slice(0, 7)) {
    const key = q.period === "year" ? month.slice(0, 4) : month;
    const end = earlierDay(lastDayOfMonth(month), to);
    const current = periods.at(-1);
    if (current?.key === key) current.to = end;
    else periods.push({ key, from: `${month}-01`, to: end });
  }
  return {
    period: q.period,
    from,
    to,
    start: kampalaDayStart(from),
    end: kampalaDayStart(addDays(to, 1)),
    periods,
  };
}

/** The key of the period a month ('YYYY-MM') falls in. */
export const periodKeyOf = (period: ReportPeriod, month: string) =>
  period === "year" ? month.slice(0, 4) : month;
