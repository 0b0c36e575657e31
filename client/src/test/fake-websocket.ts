import type { ServerEvent } from "@common/realtime/events";
import { vi } from "vitest";

/**
 * The browser's WebSocket as lib/realtime.ts uses it, driven by the test: `open()` when the server accepts,
 * `receive()` an event, `drop()` when the connection goes. `close()` by the page fires `onclose` a task later,
 * as a browser does. `FakeWebSocket.sockets` lists every socket the page opened, oldest first.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  /** The frames the page sent, parsed. */
  readonly sent: unknown[] = [];
  /** The code the page closed it with, if it did. */
  closedWith: number | undefined;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.sockets.push(this);
  }

  /** Installs it as the page's WebSocket (until the test's globals are restored) with no socket opened yet. */
  static install(): void {
    FakeWebSocket.sockets = [];
    vi.stubGlobal("WebSocket", FakeWebSocket);
  }

  /** The socket opened last. */
  static get last(): FakeWebSocket {
    const ws = FakeWebSocket.sockets.at(-1);
    if (!ws) throw new Error("no socket was opened");
    return ws;
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error("InvalidStateError: the socket is not open");
    this.sent.push(JSON.parse(data));
  }

  close(code = 1005): void {
    if (this.readyState >= FakeWebSocket.CLOSING) return;
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSING;
    setTimeout(() => this.drop(code), 0);
  }

  // The server's side.

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event("open"));
  }

  receive(event: ServerEvent | Record<string, unknown>): void {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(event) }));
  }

  drop(code = 1006): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent("close", { code }));
  }
}
