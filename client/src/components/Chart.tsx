import type { Message } from "@common/i18n/message";
import { BarChart, LineChart, Svg } from "chartist";
import { useEffect, useId, useRef } from "react";
import "chartist/dist/index.css";
import "./chart.css";

/**
 * A chart (chartist: SVG, 10 KB gzipped; decision 0065) with its figures as a table beside it: the chart is one
 * image to a screen reader, named by `label` (a sentence that sums it up), and the table below it holds the same
 * numbers to read or copy. Load it lazily: only screens that show charts pay for it.
 */

export interface ChartSeries {
  name: Message;
  values: (number | null)[];
}

export interface ChartProps {
  kind: "bar" | "line";
  /** What the chart shows, in a sentence with its main figures (the image's accessible name). */
  label: Message;
  /** The table's caption and first column's heading. */
  caption: Message;
  rowHeading: Message;
  /** One per point: the table's rows, and the x axis unless `axisLabels` (shorter) are given. */
  labels: string[];
  axisLabels?: string[];
  series: ChartSeries[];
  /** How a value is written in the table and on the y axis. */
  format: (value: number) => string;
  /** Extra rows under the table's data (totals), as written. */
  footer?: { label: string; cells: string[] }[];
}

// Chartist writes a `style` attribute on the SVG and its labels, which our Content-Security-Policy (no inline
// styles) refuses. The same styles set through the CSSOM are allowed, so its attribute setter is wrapped once.
let patched = false;
function allowUnderCsp() {
  if (patched) return;
  patched = true;
  const attr = Svg.prototype.attr as (this: Svg, a: unknown, ns?: string) => unknown;
  (Svg.prototype as { attr: unknown }).attr = function (this: Svg, attributes: unknown, ns?: string) {
    if (attributes && typeof attributes === "object" && "style" in attributes) {
      const { style, ...rest } = attributes as Record<string, unknown>;
      const node = this.getNode() as SVGElement;
      if (style !== undefined) node.style.cssText = String(style);
      return attr.call(this, rest, ns);
    }
    return attr.call(this, attributes, ns);
  };
}

/** Every n-th axis label when there are many points (five years of months), so they do not overlap. */
const sparse = (count: number) => {
  const step = count > 24 ? 6 : count > 12 ? 3 : 1;
  return (value: unknown, index: number) => (index % step === 0 ? String(value) : null);
};

export function Chart({
  kind,
  label,
  caption,
  rowHeading,
  labels,
  axisLabels = labels,
  series,
  format,
  footer = [],
}: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const tableId = useId();
  // The chart is drawn again only when its figures change, not on every render of the screen around it.
  const spec = JSON.stringify({ labels: axisLabels, series: series.map((s) => s.values) });
  useEffect(() => {
    if (!host.current) return;
    allowUnderCsp();
    const data = JSON.parse(spec) as { labels: string[]; series: (number | null)[][] };
    const axisY = { labelInterpolationFnc: (v: unknown) => compact(Number(v)), onlyInteger: true };
    const axisX = { labelInterpolationFnc: sparse(data.labels.length), showGrid: false };
    const chart =
      kind === "bar"
        ? new BarChart(host.current, data, { height: 220, axisX, axisY, seriesBarDistance: 14 })
        : new LineChart(host.current, data, {
            height: 220,
            axisX,
            axisY,
            low: 0,
            showArea: true,
            fullWidth: true,
          });
    return () => {
      chart.detach();
    };
  }, [kind, spec]);

  return (
    <figure className="space-y-3">
      <div
        ref={host}
        role="img"
        aria-label={label}
        aria-describedby={tableId}
        className="nyumba-chart w-full"
      />
      {series.length > 1 && (
        <ul aria-hidden className="flex flex-wrap gap-3 text-xs text-slate-600">
          {series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-1">
              <span className={`inline-block h-2.5 w-2.5 rounded-sm ${SWATCHES[i] ?? "bg-slate-400"}`} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboard users must reach it */}
      <section className="overflow-x-auto" tabIndex={0} aria-labelledby={tableId}>
        <table className="w-full min-w-max text-sm">
          <caption id={tableId} className="pb-1 text-left text-xs font-semibold text-slate-700">
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {rowHeading}
              </th>
              {series.map((s) => (
                <th key={s.name} scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((l, row) => (
              <tr key={l} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-700">
                  {l}
                </th>
                {series.map((s) => {
                  const v = s.values[row];
                  return (
                    <td key={s.name} className="py-1.5 pr-3 text-right tabular-nums text-slate-900">
                      {v === null || v === undefined ? "–" : format(v)}
                    </td>
                  );
                })}
              </tr>
            ))}
            {footer.map((f) => (
              <tr key={f.label} className="font-semibold">
                <th scope="row" className="py-1.5 pr-3 text-left">
                  {f.label}
                </th>
                {f.cells.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row, in the series' fixed order
                  <td key={i} className="py-1.5 pr-3 text-right tabular-nums">
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </figure>
  );
}

const SWATCHES = ["bg-brand-700", "bg-slate-400", "bg-amber-600", "bg-red-700"];

const compactFormat = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
const compact = (n: number) => compactFormat.format(n);
