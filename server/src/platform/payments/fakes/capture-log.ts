import type { ProviderLog } from "../http";

/** A logger that keeps every call as one JSON line, so tests can check what (never) reaches the logs. */
export function captureLog(): ProviderLog & { lines: string[]; text(): string } {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push(JSON.stringify({ level, args }));
    };
  return {
    lines,
    text: () => lines.join("\n"),
    debug: record("debug"),
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
  } as unknown as ProviderLog & { lines: string[]; text(): string };
}
