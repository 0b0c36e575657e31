// Where a V8 CPU profile (node --cpu-prof) spent its self time, by package or module: npm packages by name,
// Node's own JavaScript by its module (node:streams, node:net...), the app's bundled code by its source file
// (through dist/server/main.js.map), V8's builtins and the garbage collector by themselves.
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMap | null>();
function sourceFile(url: string, line: number, column: number): string | null {
  if (!maps.has(url)) {
    try {
      const path = new URL(url).pathname;
      maps.set(url, new SourceMap(JSON.parse(readFileSync(`${path}.map`, "utf8"))));
    } catch {
      maps.set(url, null);
    }
  }
  const entry = maps.get(url)?.findEntry(line, column) as { originalSource?: string } | undefined;
  return entry?.originalSource?.replace(/^(\.\.\/)+/, "") ?? null;
}

/** The package or module a frame belongs to. */
function groupOf({ functionName, url, lineNumber, columnNumber }: ProfileNode["callFrame"]): string {
  if (!url) return functionName.startsWith("(") ? functionName : "V8 builtins and native";
  if (url.startsWith("node:")) {
    const [first, second] = url
      .slice(5)
      .replace(/^internal\//, "")
      .split("/");
    return `node:${second && first !== "deps" ? first : (second ?? first)}`.replace(/\.js$/, "");
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes("/dist/server/")) return `app ${sourceFile(url, lineNumber, columnNumber) ?? url}`;
  return url.replace(/^file:\/\/.*?\/bench\//, "bench/");
}

export interface ProfileSummary {
  totalMs: number;
  groups: [string, number][];
  functions: [string, number][];
}

/** Microseconds of the monotonic clock V8 stamps profiles with (CLOCK_MONOTONIC, shared by all processes). */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time (ms) by group and by function, largest first, of the samples within [fromUs, toUs) of monotonicUs
 * (so start-up and warm-up are left out); idle time is left out of the total.
 */
export function summariseProfile(file: string, fromUs = 0, toUs = Number.POSITIVE_INFINITY): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalMs = 0;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === "(idle)" || t < fromUs || t >= toUs) return;
    const ms = delta / 1000;
    const group = groupOf(frame);
    const fn = `${frame.functionName || "(anonymous)"} [${group}]`;
    totalMs += ms;
    groups.set(group, (groups.get(group) ?? 0) + ms);
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { totalMs, groups: sorted(groups), functions: sorted(functions) };
}

/** The summary as two Markdown tables (top `n` rows each), shares of the non-idle time. */
export function formatProfile(
  { totalMs, groups, functions }: ProfileSummary,
  requests: number,
  n = 15,
): string {
  const pct = (ms: number) => `${((ms / totalMs) * 100).toFixed(1)}%`.padStart(6);
  const us = (ms: number) => `${((ms * 1000) / requests).toFixed(0)} µs`.padStart(8);
  const table = (title: string, rows: [string, number][]) =>
    [`| ${title.padEnd(70)} |   self | per request |`, `| ${"-".repeat(70)} | -----: | ----------: |`]
      .concat(
        rows
          .slice(0, n)
          .map(([k, ms]) => `| ${k.slice(0, 70).padEnd(70)} | ${pct(ms)} | ${us(ms).padStart(11)} |`),
      )
      .join("\n");
  return [
    `busy CPU ${(totalMs / 1000).toFixed(1)} s over ${requests} requests: ${((totalMs * 1000) / requests).toFixed(0)} µs a request`,
    table("package or module", groups),
    table("function [package or module]", functions),
  ].join("\n\n");
}
