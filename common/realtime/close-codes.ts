// Its own module: the browser's socket client imports these without the protocol's schemas (and zod).
/**
 * Close codes of `/ws` (RFC 6455 section 7.4, and 4000-4999 for the application's own). The browser reopens the
 * socket after any of them except `SESSION_ENDED`: that session is signed out for good.
 */
export const CLOSE_CODES = {
  /** The server is shutting down (it will be back: reconnect). */
  GOING_AWAY: 1001,
  /** A frame longer than MAX_FRAME_BYTES. */
  TOO_BIG: 1009,
  /** The session the socket was opened with was signed out. */
  SESSION_ENDED: 4401,
  /** The socket did not read its events fast enough (too much waiting to be sent). */
  TOO_SLOW: 4408,
} as const;
