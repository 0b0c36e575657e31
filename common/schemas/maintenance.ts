import { z } from "./zod";

/** Maintenance requests: categories, preset issues, priorities, statuses and their transitions (spec 2-5, 9). */

export const MAINTENANCE_CATEGORIES = [
  "plumbing",
  "electrical",
  "hvac",
  "structural",
  "appliances",
  "security",
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<MaintenanceCategory, string> = {
  plumbing: "Plumbing",
  electrical: "Electrical",
  hvac: "Heating, Ventilation & Air Conditioning",
  structural: "Structural",
  appliances: "Appliances",
  security: "Security",
};

/** The preset issues of each category, as offered on /maintenance-request. */
export const PRESET_ISSUES: Record<MaintenanceCategory, readonly string[]> = {
  plumbing: [
    "Leaking tap",
    "Blocked kitchen sink",
    "Blocked toilet",
    "Toilet keeps running",
    "Leaking pipe under the sink",
    "No water supply",
    "Low water pressure",
    "Water tank overflowing",
    "Burst pipe",
    "Shower head broken",
    "Blocked bathroom drain",
    "Water heater not working",
    "Sewage smell in the bathroom",
    "Leaking toilet cistern",
    "Dripping shower mixer",
    "Water meter leaking",
  ],
  electrical: [
    "No power in the unit",
    "Power keeps tripping",
    "Socket not working",
    "Light bulb needs replacing",
    "Flickering lights",
    "Light switch broken",
    "Burning smell from a socket",
    "Exposed wires",
    "Yaka meter not loading units",
    "Yaka meter showing an error",
    "Security lights not working",
    "Ceiling fan not working",
    "Circuit breaker keeps tripping",
    "Sparks from a socket",
    "Outside lights not working",
    "Doorbell not working",
  ],
  hvac: [
    "Air conditioner not cooling",
    "Air conditioner leaking water",
    "Air conditioner making noise",
    "Air conditioner remote missing",
    "Extractor fan not working",
    "Kitchen hood not working",
    "Bathroom fan not working",
    "Poor ventilation",
    "Damp and mould on the walls",
    "Window vents blocked",
    "Air conditioner not turning on",
    "Bad smell from the air conditioner",
    "Ceiling fan wobbling",
    "Room too hot",
    "Condensation on the windows",
  ],
  structural: [
    "Crack in the wall",
    "Roof leaking during rain",
    "Ceiling board falling",
    "Door not closing properly",
    "Window will not open",
    "Broken window pane",
    "Loose floor tiles",
    "Cracked floor tiles",
    "Peeling paint",
    "Damp patch on the ceiling",
    "Balcony railing loose",
    "Staircase step damaged",
    "Gutter blocked or broken",
    "Termite damage",
    "Wardrobe door broken",
    "Kitchen cabinet door broken",
    "Water stains on the wall",
  ],
  appliances: [
    "Fridge not cooling",
    "Cooker not working",
    "Oven not heating",
    "Gas cooker leaking",
    "Washing machine not draining",
    "Washing machine not spinning",
    "Microwave not working",
    "Water dispenser not working",
    "Electric kettle point not working",
    "Instant shower not heating",
    "Dishwasher not working",
    "Freezer iced up",
    "Cooker knob broken",
    "TV wall mount loose",
    "Water purifier not working",
  ],
  security: [
    "Door lock broken",
    "Lost keys, need a lock change",
    "Gate not closing",
    "Electric fence not working",
    "CCTV camera not working",
    "Intercom not working",
    "Window burglar bars loose",
    "Security light not working",
    "Padlock on the gate broken",
    "Alarm going off on its own",
    "Main door hinge broken",
    "Fire extinguisher expired",
    "Smoke detector beeping",
    "Perimeter wall damaged",
    "Gate remote not working",
    "Stairwell lights out",
  ],
};

export const MAINTENANCE_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];
/** What the forms may send: the tenant screen offers emergency, stored as urgent. */
export const PRIORITY_INPUTS = ["low", "medium", "high", "urgent", "emergency"] as const;
export type PriorityInput = (typeof PRIORITY_INPUTS)[number];

/** How every screen names a priority: the tenant screen's 'Emergency' is stored as urgent. */
export const PRIORITY_LABELS: Record<MaintenancePriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Emergency",
};

export function toStoredPriority(p: PriorityInput): MaintenancePriority {
  return p === "emergency" ? "urgent" : p;
}

export const MAINTENANCE_STATUSES = ["open", "scheduled", "in_progress", "completed", "cancelled"] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** Requests still waiting for their fix: what the landlord's Maintenance tile and unit tables count. */
export const ACTIVE_MAINTENANCE_STATUSES = [
  "open",
  "scheduled",
  "in_progress",
] as const satisfies readonly MaintenanceStatus[];

export const STATUS_LABELS: Record<MaintenanceStatus, string> = {
  open: "Pending",
  scheduled: "Scheduled",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Expected response time shown to the tenant (spec section 9). */
export const EXPECTED_RESPONSE_HOURS = 24;
export const MAX_MAINTENANCE_PHOTOS = 5;

export type TransitionActor = "landlord" | "tenant";

/** Who may move a request from one status to another. Completed and cancelled are final. */
export const MAINTENANCE_TRANSITIONS: Record<
  MaintenanceStatus,
  Partial<Record<MaintenanceStatus, readonly TransitionActor[]>>
> = {
  open: {
    scheduled: ["landlord"],
    in_progress: ["landlord"],
    completed: ["landlord"],
    cancelled: ["tenant"],
  },
  scheduled: { in_progress: ["landlord"], completed: ["landlord"] },
  in_progress: { completed: ["landlord"] },
  completed: {},
  cancelled: {},
};

export function canTransition(
  from: MaintenanceStatus,
  to: MaintenanceStatus,
  actor: TransitionActor,
): boolean {
  return MAINTENANCE_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

export const transitionError = (from: MaintenanceStatus, to: MaintenanceStatus) =>
  `Cannot change a request from ${from} to ${to}.`;

/** An empty description defaults to the issue plus the category key (spec section 5). */
export function defaultDescription(issue: string, category: string): string {
  return `${issue} (${category})`;
}

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const CONTACT_MAX = 100;
export const NOTES_MAX = 2000;
export const NOTE_MAX = 500;

const ISSUE_REQUIRED = "Please select an issue type before submitting.";
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const maintenanceCreateInput = z
  .object({
    title: optionalText(TITLE_MAX, `The title can be at most ${TITLE_MAX} characters`),
    description: optionalText(
      DESCRIPTION_MAX,
      `The description can be at most ${DESCRIPTION_MAX} characters`,
    ),
    priority: z.enum(PRIORITY_INPUTS, "Please choose a priority"),
    category: z.enum(MAINTENANCE_CATEGORIES, "Please choose a category").optional(),
    issue: optionalText(TITLE_MAX, `The issue can be at most ${TITLE_MAX} characters`),
    contact: optionalText(CONTACT_MAX, `The contact can be at most ${CONTACT_MAX} characters`),
  })
  .superRefine((v, ctx) => {
    if (!v.title && !v.issue) ctx.addIssue({ code: "custom", path: ["issue"], message: ISSUE_REQUIRED });
    if (v.issue && !v.category)
      ctx.addIssue({ code: "custom", path: ["category"], message: "Please choose a category" });
    if (!v.title && !v.description && !v.category)
      ctx.addIssue({ code: "custom", path: ["description"], message: "Please describe the problem" });
  });
export type MaintenanceCreateInput = z.input<typeof maintenanceCreateInput>;

const maintenanceStatus = z.enum(MAINTENANCE_STATUSES, "Please choose a status");

export const maintenanceStatusInput = z.object({
  status: maintenanceStatus,
  note: optionalText(NOTE_MAX, `The note can be at most ${NOTE_MAX} characters`),
});

const isoDate = z.iso.date("Please enter a valid date");

export const maintenanceUpdateInput = z.object({
  status: maintenanceStatus.optional(),
  priority: z.enum(PRIORITY_INPUTS, "Please choose a priority").optional(),
  plannedFixDate: isoDate.nullable().optional(),
  notes: z.string().trim().max(NOTES_MAX, `The notes can be at most ${NOTES_MAX} characters`).optional(),
  assigneeName: z.string().trim().max(CONTACT_MAX, "The name is too long").nullable().optional(),
  assigneePhone: z.string().trim().max(30, "The phone number is too long").nullable().optional(),
  /** The updatedAt the editor saw; a newer one on the server means someone else changed it (409). */
  expectedUpdatedAt: z.iso.datetime({ offset: true }).optional(),
});
export type MaintenanceUpdateInput = z.input<typeof maintenanceUpdateInput>;

export const maintenanceListQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: maintenanceStatus.optional(),
  priority: z.enum(MAINTENANCE_PRIORITIES).optional(),
  unitId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const maintenancePhoto = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const maintenanceRequest = z.object({
  id: z.uuid(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  unitId: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(MAINTENANCE_CATEGORIES).nullable(),
  issue: z.string().nullable(),
  priority: z.enum(MAINTENANCE_PRIORITIES),
  status: maintenanceStatus,
  contact: z.string().nullable(),
  plannedFixDate: z.string().nullable(),
  notes: z.string(),
  assigneeName: z.string().nullable(),
  assigneePhone: z.string().nullable(),
  /** The first photo's thumbnail, if any (spec: imageUrl). */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  tenant: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    unitNumber: z.string(),
  }),
});
export type MaintenanceRequestDto = z.infer<typeof maintenanceRequest>;

export const maintenanceHistoryEntry = z.object({
  fromStatus: maintenanceStatus.nullable(),
  toStatus: maintenanceStatus,
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const maintenanceRequestDetail = maintenanceRequest.extend({
  history: z.array(maintenanceHistoryEntry),
  photos: z.array(maintenancePhoto),
});
export type MaintenanceRequestDetail = z.infer<typeof maintenanceRequestDetail>;

export const maintenanceList = z.object({
  items: z.array(maintenanceRequest),
  nextCursor: z.string().nullable(),
});
