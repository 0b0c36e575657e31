import { and, asc, eq, inArray, or } from "drizzle-orm";
import { addDays, kampalaToday } from "../../../common/kampala-calendar";
import {
  defaultDescription,
  type MaintenanceCategory,
  type MaintenancePriority,
  type MaintenanceStatus,
} from "../../../common/schemas/maintenance";
import type { DbOrTx } from "../db/client";
import {
  leases,
  maintenancePhotos,
  maintenanceRequests,
  maintenanceStatusHistory,
  properties,
  units,
} from "../db/schema";
import { insertPhotoRows } from "../modules/maintenance/queries";
import { type PreparedPhoto, preparePhotos, type StoredPhoto, storePhotos } from "../platform/storage/photos";
import type { Storage } from "../platform/storage/storage";
import { type DemoPhotoScene, renderDemoPhoto } from "./demo-photos";

interface DemoRequestSpec {
  property: string;
  /** A unit number, or the n-th current lease of the property (by unit number). */
  unit: string | number;
  category: MaintenanceCategory;
  issue: string;
  description?: string;
  priority: MaintenancePriority;
  /** The statuses it went through after open, in order. */
  path: MaintenanceStatus[];
  daysAgo: number;
  plannedInDays?: number;
  notes?: string;
  assignee?: [string, string];
  photos?: DemoPhotoScene[];
}

const DEMO_REQUESTS: DemoRequestSpec[] = [
  {
    property: "Kampala Heights",
    unit: "4B",
    category: "plumbing",
    issue: "Leaking tap",
    description: "The kitchen tap drips all night, even when fully closed.",
    photos: ["leaking-tap"],
    priority: "medium",
    path: [],
    daysAgo: 1,
  },
  {
    property: "Kampala Heights",
    unit: "4B",
    category: "electrical",
    issue: "Socket not working",
    description: "The socket next to the bed has no power since the storm on Sunday.",
    photos: ["dead-socket"],
    priority: "high",
    path: ["in_progress"],
    daysAgo: 4,
    notes: "Electrician checking the circuit",
    assignee: ["Okello Electricals", "+256772345678"],
  },
  {
    property: "Kampala Heights",
    unit: "2C",
    category: "security",
    issue: "Door lock broken",
    photos: ["broken-lock"],
    priority: "urgent",
    path: [],
    daysAgo: 0,
  },
  {
    property: "Kampala Heights",
    unit: "1A",
    category: "hvac",
    issue: "Air conditioner not cooling",
    priority: "low",
    path: ["scheduled"],
    daysAgo: 6,
    plannedInDays: 3,
    notes: "Technician to bring refrigerant",
    assignee: ["CoolAir Services Kampala", "+256701234567"],
  },
  {
    property: "Kampala Heights",
    unit: "3A",
    category: "structural",
    issue: "Roof leaking during rain",
    description: "Water comes through the bedroom ceiling when it rains heavily.",
    photos: ["ceiling-stain"],
    priority: "high",
    path: ["scheduled", "in_progress"],
    daysAgo: 9,
    plannedInDays: 1,
    notes: "Roofer replacing iron sheets",
    assignee: ["Ssebunya Roofing", "+256782112233"],
  },
  {
    property: "Kampala Heights",
    unit: "5A",
    category: "appliances",
    issue: "Fridge not cooling",
    priority: "medium",
    path: ["in_progress", "completed"],
    daysAgo: 20,
    notes: "Thermostat replaced",
  },
  {
    property: "Kampala Heights",
    unit: "2A",
    category: "plumbing",
    issue: "No water supply",
    priority: "urgent",
    path: ["completed"],
    daysAgo: 30,
    notes: "NWSC supply restored, tank valve fixed",
  },
  {
    property: "Nakasero Towers",
    unit: 0,
    category: "hvac",
    issue: "Air conditioner leaking water",
    priority: "medium",
    path: [],
    daysAgo: 2,
  },
  {
    property: "Nakasero Towers",
    unit: 1,
    category: "electrical",
    issue: "Flickering lights",
    priority: "low",
    path: ["scheduled"],
    daysAgo: 5,
    plannedInDays: 2,
  },
  {
    property: "Kololo Residences",
    unit: 0,
    category: "security",
    issue: "Gate remote not working",
    priority: "medium",
    path: ["in_progress"],
    daysAgo: 3,
  },
  {
    property: "Bugolobi Gardens",
    unit: 0,
    category: "plumbing",
    issue: "Blocked kitchen sink",
    priority: "high",
    path: ["in_progress", "completed"],
    daysAgo: 12,
  },
];

const DAY = 86_400_000;

/**
 * Where the photos of a new demo request come from. `key` names the request alike in every copy of the demo
 * (property, unit and issue).
 */
export type DemoPhotoSource = (
  key: string,
  requestId: string,
  scenes: readonly DemoPhotoScene[],
) => Promise<StoredPhoto[]>;

const requestKey = (propertyName: string, unitNumber: string, issue: string) =>
  `${propertyName} ${unitNumber}: ${issue}`;

/**
 * The template's photos: each scene drawn, re-encoded and thumbnailed once per seeding, and stored under the
 * request (or marketplace listing) like an upload.
 */
export function renderedPhotos(
  storage: Storage,
  folder: "maintenance" | "marketplace" | "properties" = "maintenance",
): DemoPhotoSource {
  const prepared = new Map<DemoPhotoScene, Promise<PreparedPhoto>>();
  const photo = (scene: DemoPhotoScene) => {
    let p = prepared.get(scene);
    if (!p) {
      p = renderDemoPhoto(scene).then(async (jpeg) => (await preparePhotos([jpeg]))[0]!);
      prepared.set(scene, p);
    }
    return p;
  };
  return async (_key, requestId, scenes) =>
    storePhotos(storage, `${folder}/${requestId}`, await Promise.all(scenes.map(photo)));
}

/**
 * A demo world's photos: the template's files, shared by reference (never drawn or stored again; deleting a
 * world deletes only files no other request refers to). Without a template the world's requests have none.
 */
export function templatePhotos(db: DbOrTx, templateLandlordId: string | null): DemoPhotoSource {
  let byRequest: Promise<Map<string, StoredPhoto[]>> | undefined;
  const load = async () => {
    const map = new Map<string, StoredPhoto[]>();
    if (!templateLandlordId) return map;
    const rows = await db
      .select({
        propertyName: properties.name,
        unitNumber: units.unitNumber,
        issue: maintenanceRequests.issue,
        storageKey: maintenancePhotos.storageKey,
        thumbKey: maintenancePhotos.thumbKey,
        contentType: maintenancePhotos.contentType,
        width: maintenancePhotos.width,
        height: maintenancePhotos.height,
        bytes: maintenancePhotos.bytes,
      })
      .from(maintenancePhotos)
      .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenancePhotos.requestId))
      .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
      .innerJoin(units, eq(units.id, maintenanceRequests.unitId))
      .where(eq(properties.landlordId, templateLandlordId))
      .orderBy(asc(maintenancePhotos.createdAt), asc(maintenancePhotos.id));
    for (const { propertyName, unitNumber, issue, storageKey, ...photo } of rows) {
      const key = requestKey(propertyName, unitNumber, issue ?? "");
      const ext = storageKey.slice(storageKey.lastIndexOf(".") + 1);
      map.set(key, [...(map.get(key) ?? []), { ...photo, storageKey, ext }]);
    }
    return map;
  };
  return async (key) => {
    byRequest ??= load();
    return (await byRequest).get(key) ?? [];
  };
}

/**
 * Maintenance requests across the demo portfolio, in every status, each with its status history. With a
 * photo source, some carry photos; without one (most tests) they have none.
 */
export async function seedDemoMaintenance(
  db: DbOrTx,
  landlordId: string,
  { photos, now = new Date() }: { photos?: DemoPhotoSource; now?: Date } = {},
): Promise<void> {
  const current = await db
    .select({
      propertyId: leases.propertyId,
      propertyName: properties.name,
      unitId: leases.unitId,
      unitNumber: units.unitNumber,
      tenantId: leases.tenantId,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(and(eq(properties.landlordId, landlordId), eq(leases.status, "active")))
    .orderBy(asc(units.unitNumber));
  const today = kampalaToday();
  for (const spec of DEMO_REQUESTS) {
    const inProperty = current.filter((l) => l.propertyName === spec.property);
    const lease =
      typeof spec.unit === "number"
        ? inProperty[spec.unit]
        : inProperty.find((l) => l.unitNumber === spec.unit);
    if (!lease?.tenantId) continue;
    const createdAt = new Date(now.getTime() - spec.daysAgo * DAY);
    // Each later status a little after the previous one, the last one at most a few hours ago.
    const stepAt = (i: number) =>
      new Date(createdAt.getTime() + ((i + 1) * spec.daysAgo * DAY) / (spec.path.length + 1));
    const status = spec.path.at(-1) ?? "open";
    const updatedAt = spec.path.length ? stepAt(spec.path.length - 1) : createdAt;
    const [row] = await db
      .insert(maintenanceRequests)
      .values({
        propertyId: lease.propertyId,
        unitId: lease.unitId,
        tenantId: lease.tenantId,
        title: spec.issue,
        description: spec.description ?? defaultDescription(spec.issue, spec.category),
        category: spec.category,
        issue: spec.issue,
        priority: spec.priority,
        status,
        plannedFixDate: spec.plannedInDays === undefined ? null : addDays(today, spec.plannedInDays),
        notes: spec.notes ?? "",
        assigneeName: spec.assignee?.[0] ?? null,
        assigneePhone: spec.assignee?.[1] ?? null,
        createdAt,
        updatedAt,
        completedAt: status === "completed" ? updatedAt : null,
      })
      .returning({ id: maintenanceRequests.id });
    if (photos && spec.photos?.length) {
      const key = requestKey(spec.property, lease.unitNumber, spec.issue);
      await insertPhotoRows(db, row!.id, await photos(key, row!.id, spec.photos), createdAt);
    }
    const statuses: MaintenanceStatus[] = ["open", ...spec.path];
    await db.insert(maintenanceStatusHistory).values(
      statuses.map((to, i) => ({
        requestId: row!.id,
        fromStatus: i === 0 ? null : statuses[i - 1]!,
        toStatus: to,
        actorId: i === 0 ? lease.tenantId : landlordId,
        createdAt: i === 0 ? createdAt : stepAt(i - 1),
      })),
    );
  }
}

/**
 * Deletes the maintenance requests of the demo properties and demo tenants (photos and history cascade).
 * Returns the storage keys of their photos, for the caller to delete once the transaction has committed.
 */
export async function deleteDemoMaintenance(
  db: DbOrTx,
  propertyIds: number[],
  userIds: string[],
): Promise<{ storageKey: string; thumbKey: string }[]> {
  const ofDemo = or(
    propertyIds.length ? inArray(maintenanceRequests.propertyId, propertyIds) : undefined,
    userIds.length ? inArray(maintenanceRequests.tenantId, userIds) : undefined,
  );
  if (!ofDemo) return [];
  const photos = await db
    .select({ storageKey: maintenancePhotos.storageKey, thumbKey: maintenancePhotos.thumbKey })
    .from(maintenancePhotos)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenancePhotos.requestId))
    .where(ofDemo);
  await db.delete(maintenanceRequests).where(ofDemo);
  return photos;
}
