import { PLANNED_FIX_OUTSIDE } from "../date-ranges";
import type { MessageKey } from "../i18n/keys";
import { msg } from "../i18n/message";
import { dayWithin } from "./shared";
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

export const CATEGORY_LABEL_KEYS: Record<MaintenanceCategory, MessageKey> = {
  plumbing: "maintenance.categoryPlumbing",
  electrical: "maintenance.categoryElectrical",
  hvac: "maintenance.categoryHvac",
  structural: "maintenance.categoryStructural",
  appliances: "maintenance.categoryAppliances",
  security: "maintenance.categorySecurity",
};

/**
 * The preset issues of each category, as offered on /maintenance-request. A request filed with one stores its
 * key as the issue and title (language-neutral data); the server puts it into the reader's words when it answers.
 */
export const PRESET_ISSUES: Record<MaintenanceCategory, readonly MessageKey[]> = {
  plumbing: [
    "maintenance.issueLeakingTap",
    "maintenance.issueBlockedKitchenSink",
    "maintenance.issueBlockedToilet",
    "maintenance.issueToiletKeepsRunning",
    "maintenance.issueLeakingPipeUnderTheSink",
    "maintenance.issueNoWaterSupply",
    "maintenance.issueLowWaterPressure",
    "maintenance.issueWaterTankOverflowing",
    "maintenance.issueBurstPipe",
    "maintenance.issueShowerHeadBroken",
    "maintenance.issueBlockedBathroomDrain",
    "maintenance.issueWaterHeaterNotWorking",
    "maintenance.issueSewageSmellInTheBathroom",
    "maintenance.issueLeakingToiletCistern",
    "maintenance.issueDrippingShowerMixer",
    "maintenance.issueWaterMeterLeaking",
  ],
  electrical: [
    "maintenance.issueNoPowerInTheUnit",
    "maintenance.issuePowerKeepsTripping",
    "maintenance.issueSocketNotWorking",
    "maintenance.issueLightBulbNeedsReplacing",
    "maintenance.issueFlickeringLights",
    "maintenance.issueLightSwitchBroken",
    "maintenance.issueBurningSmellFromASocket",
    "maintenance.issueExposedWires",
    "maintenance.issueYakaMeterNotLoadingUnits",
    "maintenance.issueYakaMeterShowingAnError",
    "maintenance.issueSecurityLightsNotWorking",
    "maintenance.issueCeilingFanNotWorking",
    "maintenance.issueCircuitBreakerKeepsTripping",
    "maintenance.issueSparksFromASocket",
    "maintenance.issueOutsideLightsNotWorking",
    "maintenance.issueDoorbellNotWorking",
  ],
  hvac: [
    "maintenance.issueAirConditionerNotCooling",
    "maintenance.issueAirConditionerLeakingWater",
    "maintenance.issueAirConditionerMakingNoise",
    "maintenance.issueAirConditionerRemoteMissing",
    "maintenance.issueExtractorFanNotWorking",
    "maintenance.issueKitchenHoodNotWorking",
    "maintenance.issueBathroomFanNotWorking",
    "maintenance.issuePoorVentilation",
    "maintenance.issueDampAndMouldOnTheWalls",
    "maintenance.issueWindowVentsBlocked",
    "maintenance.issueAirConditionerNotTurningOn",
    "maintenance.issueBadSmellFromTheAirConditioner",
    "maintenance.issueCeilingFanWobbling",
    "maintenance.issueRoomTooHot",
    "maintenance.issueCondensationOnTheWindows",
  ],
  structural: [
    "maintenance.issueCrackInTheWall",
    "maintenance.issueRoofLeakingDuringRain",
    "maintenance.issueCeilingBoardFalling",
    "maintenance.issueDoorNotClosingProperly",
    "maintenance.issueWindowWillNotOpen",
    "maintenance.issueBrokenWindowPane",
    "maintenance.issueLooseFloorTiles",
    "maintenance.issueCrackedFloorTiles",
    "maintenance.issuePeelingPaint",
    "maintenance.issueDampPatchOnTheCeiling",
    "maintenance.issueBalconyRailingLoose",
    "maintenance.issueStaircaseStepDamaged",
    "maintenance.issueGutterBlockedOrBroken",
    "maintenance.issueTermiteDamage",
    "maintenance.issueWardrobeDoorBroken",
    "maintenance.issueKitchenCabinetDoorBroken",
    "maintenance.issueWaterStainsOnTheWall",
  ],
  appliances: [
    "maintenance.issueFridgeNotCooling",
    "maintenance.issueCookerNotWorking",
    "maintenance.issueOvenNotHeating",
    "maintenance.issueGasCookerLeaking",
    "maintenance.issueWashingMachineNotDraining",
    "maintenance.issueWashingMachineNotSpinning",
    "maintenance.issueMicrowaveNotWorking",
    "maintenance.issueWaterDispenserNotWorking",
    "maintenance.issueElectricKettlePointNotWorking",
    "maintenance.issueInstantShowerNotHeating",
    "maintenance.issueDishwasherNotWorking",
    "maintenance.issueFreezerIcedUp",
    "maintenance.issueCookerKnobBroken",
    "maintenance.issueTVWallMountLoose",
    "maintenance.issueWaterPurifierNotWorking",
  ],
  security: [
    "maintenance.issueDoorLockBroken",
    "maintenance.issueLostKeysNeedALockChange",
    "maintenance.issueGateNotClosing",
    "maintenance.issueElectricFenceNotWorking",
    "maintenance.issueCCTVCameraNotWorking",
    "maintenance.issueIntercomNotWorking",
    "maintenance.issueWindowBurglarBarsLoose",
    "maintenance.issueSecurityLightNotWorking",
    "maintenance.issuePadlockOnTheGateBroken",
    "maintenance.issueAlarmGoingOffOnItsOwn",
    "maintenance.issueMainDoorHingeBroken",
    "maintenance.issueFireExtinguisherExpired",
    "maintenance.issueSmokeDetectorBeeping",
    "maintenance.issuePerimeterWallDamaged",
    "maintenance.issueGateRemoteNotWorking",
    "maintenance.issueStairwellLightsOut",
  ],
};

export const MAINTENANCE_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];
/** What the forms may send: the tenant screen offers emergency, stored as urgent. */
export const PRIORITY_INPUTS = ["low", "medium", "high", "urgent", "emergency"] as const;
export type PriorityInput = (typeof PRIORITY_INPUTS)[number];

/** How every screen names a priority: the tenant screen's 'Emergency' is stored as urgent. */
export const PRIORITY_LABEL_KEYS: Record<MaintenancePriority, MessageKey> = {
  low: "maintenance.priorityLow",
  medium: "maintenance.priorityMedium",
  high: "maintenance.priorityHigh",
  urgent: "maintenance.priorityUrgent",
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

/** How every screen names a status: open shows 'Pending'. */
export const STATUS_LABEL_KEYS: Record<MaintenanceStatus, MessageKey> = {
  open: "maintenance.statusOpen",
  scheduled: "maintenance.statusScheduled",
  in_progress: "maintenance.statusInProgress",
  completed: "maintenance.statusCompleted",
  cancelled: "maintenance.statusCancelled",
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

/** 'Cannot change a request from In Progress to Pending.': the statuses named as the screens name them. */
export const transitionError = (from: MaintenanceStatus, to: MaintenanceStatus) =>
  msg("maintenance.transitionError", { from: msg(STATUS_LABEL_KEYS[from]), to: msg(STATUS_LABEL_KEYS[to]) });

/**
 * An empty description defaults to the issue plus the category key (spec section 5), as a message: the issue
 * may be a preset's key, put into words with it where the description is shown.
 */
export function defaultDescription(issue: string, category: MaintenanceCategory): string {
  return msg("maintenance.defaultDescription", { issue, category });
}

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const CONTACT_MAX = 100;
export const NOTES_MAX = 2000;
export const NOTE_MAX = 500;
export const ASSIGNEE_PHONE_MAX = 30;

const CHOOSE_PRIORITY = msg("maintenance.choosePriority");
const CHOOSE_CATEGORY = msg("maintenance.chooseCategory");

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const maintenanceCreateInput = z
  .object({
    title: optionalText(TITLE_MAX, msg("maintenance.titleTooLong", { max: TITLE_MAX })),
    description: optionalText(
      DESCRIPTION_MAX,
      msg("maintenance.descriptionTooLong", { max: DESCRIPTION_MAX }),
    ),
    priority: z.enum(PRIORITY_INPUTS, CHOOSE_PRIORITY),
    category: z.enum(MAINTENANCE_CATEGORIES, CHOOSE_CATEGORY).optional(),
    issue: optionalText(TITLE_MAX, msg("maintenance.issueTooLong", { max: TITLE_MAX })),
    contact: optionalText(CONTACT_MAX, msg("maintenance.contactTooLong", { max: CONTACT_MAX })),
  })
  .superRefine((v, ctx) => {
    if (!v.title && !v.issue)
      ctx.addIssue({ code: "custom", path: ["issue"], message: msg("maintenance.issueRequired") });
    if (v.issue && !v.category)
      ctx.addIssue({ code: "custom", path: ["category"], message: CHOOSE_CATEGORY });
    if (!v.title && !v.description && !v.category)
      ctx.addIssue({
        code: "custom",
        path: ["description"],
        message: msg("maintenance.describeProblem"),
      });
  });
export type MaintenanceCreateInput = z.input<typeof maintenanceCreateInput>;

const maintenanceStatus = z.enum(MAINTENANCE_STATUSES, msg("maintenance.chooseStatus"));

export const maintenanceStatusInput = z.object({
  status: maintenanceStatus,
  note: optionalText(NOTE_MAX, msg("maintenance.noteTooLong", { max: NOTE_MAX })),
});

export const maintenanceUpdateInput = z.object({
  status: maintenanceStatus.optional(),
  priority: z.enum(PRIORITY_INPUTS, CHOOSE_PRIORITY).optional(),
  plannedFixDate: dayWithin("plannedFix", msg("maintenance.invalidDate"), PLANNED_FIX_OUTSIDE)
    .nullable()
    .optional(),
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX, msg("maintenance.notesTooLong", { max: NOTES_MAX }))
    .optional(),
  assigneeName: z
    .string()
    .trim()
    .max(CONTACT_MAX, msg("maintenance.assigneeNameTooLong"))
    .nullable()
    .optional(),
  assigneePhone: z
    .string()
    .trim()
    .max(ASSIGNEE_PHONE_MAX, msg("maintenance.assigneePhoneTooLong"))
    .nullable()
    .optional(),
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
  /** What the repair cost (an expense of the property), for its landlord only; null for the tenant or none yet. */
  cost: z
    .object({
      expenseId: z.string(),
      amount: z.number(),
      payee: z.string(),
      spentOn: z.string(),
      note: z.string(),
    })
    .nullable(),
});
export type MaintenanceRequestDetail = z.infer<typeof maintenanceRequestDetail>;

export const maintenanceList = z.object({
  items: z.array(maintenanceRequest),
  nextCursor: z.string().nullable(),
});
