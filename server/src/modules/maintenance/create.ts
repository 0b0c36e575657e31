import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  defaultDescription,
  type MaintenanceRequestDetail,
  maintenanceCreateInput,
  toStoredPriority,
} from "../../../../common/schemas/maintenance";
import {
  leases,
  maintenanceRequests,
  maintenanceStatusHistory,
  properties,
  units,
  users,
} from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../../platform/auth/session";
import { badRequest, forbidden } from "../../platform/errors";
import { recordActivity } from "../activity/record";
import { emailNotifications } from "../notifications/email";
import { type NewNotification, notify } from "../notifications/notify";
import { deleteStoredPhotos, insertPhotoRows, preparePhotos, storePhotos } from "./photos";
import { getRequest } from "./queries";

export const NO_ACTIVE_LEASE = "You need an active lease to file a maintenance request.";

/** The multipart or JSON fields of a new request, parsed with the shared schema. */
export function parseCreateInput(raw: unknown) {
  const parsed = maintenanceCreateInput.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "body");
      fields[key] ??= issue.message;
    }
    const first = parsed.error.issues[0]?.message ?? "Please check the form.";
    throw badRequest("VALIDATION_ERROR", first, fields);
  }
  return parsed.data;
}

export async function createRequest(
  deps: AppDeps,
  tenant: SessionUser,
  input: z.output<typeof maintenanceCreateInput>,
  files: Buffer[] = [],
): Promise<MaintenanceRequestDetail> {
  const [lease] = await deps.db
    .select({
      propertyId: leases.propertyId,
      unitId: leases.unitId,
      landlordId: properties.landlordId,
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(and(eq(leases.tenantId, tenant.id), eq(leases.status, "active")))
    .orderBy(desc(leases.startDate))
    .limit(1);
  if (!lease) throw forbidden(NO_ACTIVE_LEASE, "NO_ACTIVE_LEASE");

  // Every photo is checked before anything is saved: a bad one rejects the whole request.
  const prepared = await preparePhotos(files);
  const id = crypto.randomUUID();
  const stored = await storePhotos(deps.storage, `maintenance/${id}`, prepared);
  const title = input.title ?? input.issue ?? "";
  const description =
    input.description ??
    (input.issue && input.category ? defaultDescription(input.issue, input.category) : title);
  const priority = toStoredPriority(input.priority);
  const notice: NewNotification = {
    userId: lease.landlordId,
    type: "maintenance",
    title: "New maintenance request",
    message: `${`${lease.firstName} ${lease.lastName}`.trim()} (unit ${lease.unitNumber}, ${lease.propertyName}) reported: ${title} (${priority}).`,
    link: "/maintenance-pending",
  };
  try {
    await deps.db.transaction(async (tx) => {
      const now = new Date();
      await tx.insert(maintenanceRequests).values({
        id,
        propertyId: lease.propertyId,
        unitId: lease.unitId,
        tenantId: tenant.id,
        title,
        description,
        category: input.category ?? null,
        issue: input.issue ?? null,
        priority,
        contact: input.contact ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertPhotoRows(tx, id, stored);
      await tx
        .insert(maintenanceStatusHistory)
        .values({ requestId: id, fromStatus: null, toStatus: "open", actorId: tenant.id });
      await notify(tx, notice);
      await recordActivity(tx, {
        landlordId: lease.landlordId,
        propertyId: lease.propertyId,
        actorId: tenant.id,
        kind: "maintenance_requested",
        message: `Unit ${lease.unitNumber} reported: ${title}`,
      });
    });
  } catch (e) {
    await deleteStoredPhotos(deps.storage, stored);
    throw e;
  }
  await emailNotifications(deps, [notice]);
  return getRequest(deps, tenant, id);
}
