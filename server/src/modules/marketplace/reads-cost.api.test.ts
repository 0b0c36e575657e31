import { describe, expect, it } from "vitest";
import { kampalaToday } from "../../../../common/kampala-calendar";
import {
  amenities,
  amenityClosedDates,
  announcementProperties,
  announcementReads,
  announcements,
  maintenancePhotos,
  maintenanceRequests,
  marketplaceListings,
  marketplacePhotos,
  notifications,
} from "../../db/schema";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { statementsDuring } from "../../test/statements";

/**
 * What the tenant dashboard's reads of the announcements, marketplace, amenities, notifications and maintenance
 * modules cost: the statements the driver is sent for one request of each, as the dashboard asks it
 * (common/dashboard/tenant-calls.ts), on a tenant whose every card has something to show. Written once here for
 * the five modules, so the driver is watched in one place.
 */

const t = sharedTestApp();

const photo = { storageKey: "k", thumbKey: "t", contentType: "image/webp", width: 8, height: 8, bytes: 64 };

/**
 * A resident with announcements (one read), a neighbour's listing with photos, an amenity with a closed day,
 * notifications and a maintenance request with a photo.
 */
async function residentWithEverything() {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const { property, units } = await makeProperty(db, landlord.id, { units: ["1A", "2A"] });
  const tenant = await makeTenant(db);
  const seller = await makeTenant(db, { firstName: "Sarah" });
  await makeLease(db, { propertyId: property.id, unitId: units[0]!.id, tenantId: tenant.id });
  await makeLease(db, { propertyId: property.id, unitId: units[1]!.id, tenantId: seller.id });

  const notices = await db
    .insert(announcements)
    .values([
      {
        landlordId: landlord.id,
        title: "Water",
        content: "Off on Monday",
        audience: "property",
        pinned: true,
      },
      { landlordId: landlord.id, title: "Gate", content: "New code", audience: "property" },
    ])
    .returning();
  await db
    .insert(announcementProperties)
    .values(notices.map((n) => ({ announcementId: n.id, propertyId: property.id })));
  await db.insert(announcementReads).values({ announcementId: notices[1]!.id, userId: tenant.id });

  const [listing] = await db
    .insert(marketplaceListings)
    .values({
      propertyId: property.id,
      sellerId: seller.id,
      title: "Sofa",
      description: "Grey",
      price: 450_000,
      category: "furniture",
      status: "approved",
    })
    .returning();
  await db.insert(marketplacePhotos).values([
    { listingId: listing!.id, position: 0, ...photo },
    { listingId: listing!.id, position: 1, ...photo },
  ]);

  const [gym] = await db
    .insert(amenities)
    .values({
      propertyId: property.id,
      name: "Gym",
      hours: [{ weekday: 1, open: "06:00", close: "22:00" }],
      capacity: 4,
    })
    .returning();
  await db.insert(amenityClosedDates).values({ amenityId: gym!.id, date: kampalaToday(), note: "Repairs" });

  await db.insert(notifications).values([
    { userId: tenant.id, type: "payment", title: "Paid", message: "Thanks" },
    { userId: tenant.id, type: "maintenance", title: "Fixed", message: "Done", read: true },
  ]);

  const [request] = await db
    .insert(maintenanceRequests)
    .values({
      propertyId: property.id,
      unitId: units[0]!.id,
      tenantId: tenant.id,
      title: "Leak",
      description: "Kitchen tap",
    })
    .returning();
  await db.insert(maintenancePhotos).values({ requestId: request!.id, ...photo });

  return clientFor(t, tenant.id);
}

describe("the tenant dashboard's reads of these modules", () => {
  // Each after the session lookup every signed-in request makes; the marketplace and the amenities check the
  // residence first (tenantActiveLease), the others read it in their one statement or need none.
  it.each([
    ["/api/announcements?limit=3", 1],
    ["/api/marketplace?limit=4", 2],
    ["/api/amenities", 2],
    ["/api/notifications?limit=3", 1],
    ["/api/maintenance-requests", 1],
  ])("GET %s sends %i statements", async (url, statements) => {
    const client = await residentWithEverything();
    // The first request of a session may write its 'last seen'.
    const first = await client.get(url);
    expect(first.status).toBe(200);
    expect((first.body as { items: unknown[] }).items).not.toHaveLength(0);
    const sent = await statementsDuring(t.database.db, () => client.get(url));
    expect(sent[0]!.text).toContain('"sessions"');
    expect(sent.slice(1), sent.map((s) => s.text).join("\n\n")).toHaveLength(statements);
    // Each prepared once per pooled connection (node-postgres names them; PGlite has no named statements).
    if (process.env.TEST_DB === "postgres") expect(sent.filter((s) => !s.name)).toEqual([]);
  });
});
