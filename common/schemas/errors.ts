import { z } from "./zod";

/**
 * Every machine code an API error can carry: the server's AppError takes one of these, and the client can
 * branch on them. A person reads the `error` message beside it, never the code.
 */
export const ERROR_CODES = [
  // Any route
  "VALIDATION_ERROR",
  "INVALID_JSON",
  "INVALID_CHARACTERS",
  "NESTED_TOO_DEEPLY",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "BAD_ORIGIN",
  "ORIGIN_REQUIRED",
  "NOT_FOUND",
  "BAD_REQUEST",
  "INTERNAL",
  // Sign-up and sign-in
  "CODE_LIMIT",
  "CODE_EXPIRED",
  "INVALID_CODE",
  "IP_CODE_LIMIT",
  "DELIVERY_FAILED",
  "PHONE_UNAVAILABLE",
  "TOO_MANY_ATTEMPTS",
  "NO_SIGNUP_TICKET",
  "EMAIL_TAKEN",
  "EMAIL_MISMATCH",
  "PHONE_TAKEN",
  "INVALID_PHONE",
  "PASSWORD_REQUIRED",
  "INVALID_CREDENTIALS",
  "WRONG_ROLE",
  "PASSKEY_FAILED",
  "INVITATION_NOT_FOUND",
  "PROPERTY_NOT_LISTED",
  // Portfolio
  "NO_PROPERTY_SELECTED",
  "TOTAL_UNITS_TOO_LOW",
  "UNIT_NUMBER_TAKEN",
  "UNIT_NOT_IN_PROPERTY",
  "UNIT_OCCUPIED",
  "TENANT_HAS_LEASE",
  "NOT_A_TENANT_ACCOUNT",
  "LEASE_ENDED",
  "NO_LEASE",
  "NO_ACTIVE_LEASE",
  "APPLICATION_DECIDED",
  "ALREADY_APPLIED",
  "UNIT_NOT_AVAILABLE",
  "ACCOUNT_HAS_PROPERTIES",
  "DELETION_NOT_REQUESTED",
  "DEMO_LIMIT",
  "DEMO_UNAVAILABLE",
  "INVALID_DATE",
  // Uploads
  "NO_FILE",
  "EMPTY_FILE",
  "FILE_TOO_LARGE",
  "TOO_MANY_FILES",
  "UNSUPPORTED_FILE_TYPE",
  "UNREADABLE_IMAGE",
  "MALFORMED_MULTIPART",
  "UNREADABLE_PDF",
  // Maintenance
  "INVALID_TRANSITION",
  "STALE_UPDATE",
  "INVALID_CURSOR",
  // Announcements
  "ANNOUNCEMENT_ALREADY_READ",
  // Payments
  "AMOUNT_TOO_SMALL",
  "AMOUNT_TOO_LARGE",
  "PROVIDER_LIMIT",
  "PAYMENT_START_FAILED",
  "PAYMENT_NOT_FOUND",
  "PAYMENT_MISMATCH",
  "IDEMPOTENCY_KEY_REUSED",
  "RECEIPT_NOT_FOUND",
  "BAD_SIGNATURE",
  // Bank statement reconciliation
  "UNKNOWN_BANK",
  "NOT_A_CSV",
  "TOO_MANY_ROWS",
  "NO_DATE_COLUMN",
  "NO_AMOUNT_COLUMN",
  "UNKNOWN_COLUMN",
  "NO_CREDIT_LINES",
  "CURRENCY_MISMATCH",
  // Chat
  "CHAT_BLOCKED",
  "RESIDENT_MOVED_OUT",
  // Resident services (marketplace, pets, amenities): the approval shape
  "ALREADY_DECIDED",
  "LISTING_NOT_EDITABLE",
  "ALREADY_REPORTED",
  // Amenity booking
  "SLOT_FULL",
  "SLOT_NOT_FULL",
  "OUTSIDE_OPENING_HOURS",
  "AMENITY_CLOSED",
  "BOOKING_IN_PAST",
  "BOOKING_TOO_FAR_AHEAD",
  "BOOKING_TOO_LONG",
  "WEEKLY_LIMIT",
  "ALREADY_BOOKED",
  "ALREADY_WAITLISTED",
  "CANCEL_CUTOFF_PASSED",
  // Recurring and one-off charges
  "CHARGE_PERIOD_POSTED",
  "CHARGE_ENDED",
  // Utilities by sub-meter
  "METER_SERIAL_TAKEN",
  "UNIT_HAS_METER",
  "METER_REMOVED",
  "READING_BELOW_PREVIOUS",
  "READING_BEFORE_PREVIOUS",
  "READING_ABOVE_NEXT",
  "READING_CORRECTED",
  "SHARED_METER_NOT_CHARGEABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The single error shape of every failed API call (DESIGN.md section 5). */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
  /** The request's id (also the X-Request-Id header), for a person to quote to support. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
