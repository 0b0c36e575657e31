import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { kampalaToday } from "../../../common/kampala-calendar";
import { clientFor, makeLandlord, makeLease, makeTenant } from "./lease-factories";
import { multipart } from "./multipart";
import { daysBefore, rentSetup } from "./payment-factories";
import type { TestApp } from "./test-app";
import type { TestClient } from "./test-client";

/** Meter test helpers: a rent world with a second tenant on 1B, a foreign landlord, and readings sent as forms. */

export const meterJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#3b6e8f" } })
    .jpeg()
    .toBuffer();

export async function meterWorld(t: TestApp) {
  const s = await rentSetup(t);
  const db = t.database.db;
  const neighbour = await makeTenant(db, { firstName: "Brian", lastName: "Okello" });
  await makeLease(db, { propertyId: s.property.id, unitId: s.units[1]!.id, tenantId: neighbour.id });
  const stranger = await makeLandlord(db);
  return {
    ...s,
    neighbour,
    neighbourClient: await clientFor(t, neighbour.id),
    strangerClient: await clientFor(t, stranger.id),
    photo: await meterJpeg(),
    today: kampalaToday(),
  };
}
export type MeterWorld = Awaited<ReturnType<typeof meterWorld>>;

export async function addMeter(client: TestClient, propertyId: number, body: Record<string, unknown>) {
  const res = await client.post(`/api/landlord/properties/${propertyId}/meters`, {
    utility: "water",
    serial: `NWSC-${randomUUID().slice(0, 8)}`,
    pricing: "per_unit",
    tariff: 3_516,
    installedOn: daysBefore(kampalaToday(), 40),
    ...body,
  });
  return res;
}

/** Posts a reading as the phone's form does; a fresh Idempotency-Key unless one is given. */
export function recordReading(
  client: TestClient,
  meterId: string,
  fields: Record<string, string>,
  photo: { bytes: Buffer; type?: string } | null,
  key: string = randomUUID(),
) {
  const form = multipart(
    fields,
    photo ? [{ name: "meter.jpg", type: photo.type ?? "image/jpeg", bytes: photo.bytes }] : [],
    "photo",
  );
  return client.request("POST", `/api/landlord/meters/${meterId}/readings`, form.body, {
    ...form.headers,
    "idempotency-key": key,
  });
}
