import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { leases, properties, users } from "../db/schema";
import { insertDemoAnnouncements, type NewAnnouncement } from "../modules/announcements/queries";
import { DEMO_TENANT_EMAIL } from "./demo-accounts";

const HOUR_MS = 3_600_000;

/**
 * Four announcements at Kampala Heights, relative to now: one pinned, one emergency (high priority, ends in two
 * days, asks for an acknowledgement), two older ones Sarah has read; two neighbours have read some too.
 */
export async function seedDemoAnnouncements(tx: DbOrTx, landlordId: string): Promise<void> {
  const residents = await tx
    .select({ propertyId: properties.id, tenantId: leases.tenantId, email: users.email })
    .from(properties)
    .innerJoin(
      leases,
      and(eq(leases.propertyId, properties.id), inArray(leases.status, ["pending", "active"])),
    )
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(and(eq(properties.landlordId, landlordId), eq(properties.name, "Kampala Heights")))
    .orderBy(users.email);
  const heights = residents[0]?.propertyId;
  if (heights === undefined) return;
  const sarah = residents.find((r) => r.email === DEMO_TENANT_EMAIL)?.tenantId;
  const neighbours = residents.filter((r) => r.email !== DEMO_TENANT_EMAIL).map((r) => r.tenantId!);

  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * HOUR_MS);
  const base = { landlordId, audience: "property" as const };
  const rows: (NewAnnouncement & { id: string })[] = [
    {
      ...base,
      id: crypto.randomUUID(),
      title: "Water tank cleaning this Saturday",
      content:
        "The rooftop water tanks will be cleaned on Saturday from 8am to 2pm. Please store enough water on Friday evening. Water will be back by 3pm at the latest.",
      type: "maintenance",
      priority: "medium",
      pinned: true,
      tags: ["Water", "Maintenance"],
      createdAt: at(-26),
    },
    {
      ...base,
      id: crypto.randomUUID(),
      title: "Power shutdown tonight from 9pm",
      content:
        "UMEME will switch off power to the building tonight from 9pm to about 1am to replace the transformer. The generator will run the lifts and the corridor lights only. Please unplug sensitive appliances before 9pm.",
      type: "maintenance",
      priority: "high",
      requiresAck: true,
      expiresAt: at(48),
      tags: ["Power", "Safety"],
      createdAt: at(-3),
    },
    {
      ...base,
      id: crypto.randomUUID(),
      title: "Residents' meeting at the clubhouse",
      content:
        "All residents are invited to the quarterly residents' meeting on Sunday at 4pm in the clubhouse. On the agenda: parking, the new gym hours and the security contract. Tea will be served.",
      type: "event",
      priority: "low",
      tags: ["Community"],
      createdAt: at(-24 * 5),
    },
    {
      ...base,
      id: crypto.randomUUID(),
      title: "Rent reminder",
      content:
        "A friendly reminder that rent is due on the 5th of each month. You can pay by mobile money or bank transfer from your dashboard.",
      type: "reminder",
      priority: "medium",
      tags: ["Rent"],
      createdAt: at(-24 * 9),
    },
  ];
  for (const r of rows) r.updatedAt = r.createdAt;
  const [pinned, emergency, meeting, rent] = rows.map((r) => r.id) as [string, string, string, string];
  const read = (announcementId: string, userId: string | undefined | null, hoursAgo: number, ack = false) =>
    userId
      ? [{ announcementId, userId, readAt: at(-hoursAgo), acknowledgedAt: ack ? at(-hoursAgo) : null }]
      : [];
  await insertDemoAnnouncements(
    tx,
    rows,
    rows.map((r) => ({ announcementId: r.id, propertyId: heights })),
    [
      ...read(meeting, sarah, 24 * 4),
      ...read(rent, sarah, 24 * 8),
      ...read(pinned, neighbours[0], 20),
      ...read(emergency, neighbours[0], 1, true),
      ...read(meeting, neighbours[1], 24 * 3),
    ],
  );
}
