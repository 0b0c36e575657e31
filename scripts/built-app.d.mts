// The types of built-app.mjs, for the TypeScript tests that start the server as a child process.
import type { ChildProcess } from "node:child_process";

export function freePort(): Promise<number>;
export function spawnBuiltApp(options: {
  appDir: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  fromSource?: boolean;
}): ChildProcess;
export function waitForHealth(url: string, server: ChildProcess, timeoutMs?: number): Promise<void>;
export function stopServer(server: ChildProcess): Promise<void>;
