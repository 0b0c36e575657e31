// Loaded into the built app with `node --import` by bench/api-baseline.ts while it records what each request
// sends to PostgreSQL: every statement a pg Client runs for an HTTP request that carries an `x-capture` header
// is appended to STATEMENT_CAPTURE_FILE as one JSON line (that header's value, text, parameters, prepared name,
// row mode, and when it was sent and answered, in ms); the background jobs' statements are left out. The app's
// code is untouched; the process that is measured never loads this.
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import { appendFileSync } from "node:fs";
import { createRequire } from "node:module";

const file = process.env.STATEMENT_CAPTURE_FILE;
if (!file) throw new Error("STATEMENT_CAPTURE_FILE is not set");
const { Client } = createRequire(import.meta.url)("pg");
const query = Client.prototype.query;
const now = () => performance.now();
const request = new AsyncLocalStorage();

/**
 * Each answer reaches the app this long after PostgreSQL gave it, while recording: which answer a statement waited
 * for is read off the times (the answer that came last before it was sent), and without the delay an unrelated
 * answer that happened to arrive in the fraction of a millisecond before it was sent would be taken for it.
 */
const ANSWER_DELAY_MS = 5;

// Published as the server hands a request to its listener: what the listener starts belongs to that request.
subscribe("http.server.request.start", ({ request: req }) => {
  request.enterWith(req.headers["x-capture"]);
});

Client.prototype.query = function capturedQuery(config, values, callback) {
  const capture = request.getStore();
  if (capture === undefined) return query.call(this, config, values, callback);
  const text = typeof config === "string" ? config : config.text;
  const params = Array.isArray(values) ? values : (config.values ?? []);
  const start = now();
  const record = () =>
    appendFileSync(
      file,
      `${JSON.stringify({ capture, text, params, name: config.name, rowMode: config.rowMode, start, end: now() })}\n`,
    );
  const cbIndex = typeof values === "function" ? 1 : typeof callback === "function" ? 2 : -1;
  if (cbIndex !== -1) {
    const cb = cbIndex === 1 ? values : callback;
    const wrapped = (err, res) =>
      setTimeout(() => {
        record();
        cb(err, res);
      }, ANSWER_DELAY_MS);
    return cbIndex === 1 ? query.call(this, config, wrapped) : query.call(this, config, values, wrapped);
  }
  const later = (settle) => (value) =>
    new Promise((resolve, reject) =>
      setTimeout(() => {
        record();
        (settle === "resolve" ? resolve : reject)(value);
      }, ANSWER_DELAY_MS),
    );
  return query.call(this, config, values).then(later("resolve"), later("reject"));
};
