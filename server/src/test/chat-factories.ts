import { randomUUID } from "node:crypto";
import type { ServerEvent, ServerEventType } from "../../../common/realtime/events";
import type { SessionUser } from "../platform/auth/session";
import type { LocalRealtime } from "../platform/realtime/local";
import type { RealtimeConnection } from "../platform/realtime/types";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant, uniquePhone } from "./lease-factories";
import type { TestApp } from "./test-app";

/**
 * A socket as the `/ws` server would hand it to the realtime layer: `open`, `receive` and `closed` are called
 * on the realtime layer (the app's LocalRealtime, or a RedisRealtime) exactly as the socket server calls them;
 * what the server sends is recorded, `ready` apart from the others.
 */
export class FakeSocket implements RealtimeConnection {
  readonly id = randomUUID();
  readonly sessionTokenHash = randomUUID();
  readonly muted = new Set<string>();
  readonly events: ServerEvent[] = [];
  /** The `lastEventAt` of each `ready` received. */
  readonly readies: number[] = [];
  /** The codes the server closed the socket with. */
  readonly closeCodes: number[] = [];
  constructor(
    private readonly realtime: LocalRealtime,
    readonly user: SessionUser,
  ) {}
  /** A socket of the user, opened as the socket server opens one. */
  static async open(realtime: LocalRealtime, user: SessionUser): Promise<FakeSocket> {
    const socket = new FakeSocket(realtime, user);
    await realtime.open(socket);
    return socket;
  }
  subscribe(topic: string) {
    this.realtime.subscribe(this, topic);
  }
  unsubscribe(topic: string) {
    this.realtime.unsubscribe(this, topic);
  }
  send(event: ServerEvent) {
    if (event.type === "ready") this.readies.push(event.lastEventAt);
    else this.events.push(event);
  }
  /** The events received so far but `presence` (who of the property's residents came online). */
  get eventsButPresence(): ServerEvent[] {
    return this.events.filter((e) => e.type !== "presence");
  }
  /** The frames of one type received so far. */
  of<T extends ServerEventType>(type: T): Extract<ServerEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<ServerEvent, { type: T }> => e.type === type);
  }
  /** A frame from the browser, as text. */
  say(frame: Record<string, unknown>) {
    return this.realtime.receive(this, JSON.stringify(frame));
  }
  /** The socket closed: by the server (with a code), or by the test. */
  close(code?: number) {
    if (code !== undefined) this.closeCodes.push(code);
    return this.realtime.closed(this);
  }
}

export const realtimeOf = (t: Pick<TestApp, "app">) => t.app.deps.realtime as LocalRealtime;

export const openSocket = (t: Pick<TestApp, "app">, user: { id: string; role: "tenant" | "landlord" }) =>
  FakeSocket.open(realtimeOf(t), { id: user.id, role: user.role });

type SocketUser = { id: string; role: "tenant" | "landlord" };

/** One socket for each user, in order. */
export async function openSockets<const U extends readonly SocketUser[]>(
  t: TestApp,
  users: U,
): Promise<{ [K in keyof U]: FakeSocket }> {
  const sockets: FakeSocket[] = [];
  for (const u of users) sockets.push(await openSocket(t, u));
  return sockets as { [K in keyof U]: FakeSocket };
}

/**
 * A small world of its own: Kampala Heights (units 4B, 4C, 5A) with Sarah, Samuel and Joan, and a second
 * property of the same landlord with Peter; Nakasero Towers of another landlord with Grace; a tenant with no
 * lease. Each with a signed-in client.
 */
export async function chatWorld(t: TestApp) {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const otherLandlord = await makeLandlord(db, { firstName: "Ruth", lastName: "Nsubuga" });
  const { property: heights, units: hu } = await makeProperty(db, landlord.id, {
    name: "Kampala Heights",
    units: ["4B", "4C", "5A"],
  });
  const { property: annex, units: au } = await makeProperty(db, landlord.id, { name: "Heights Annex" });
  const { property: towers, units: tu } = await makeProperty(db, otherLandlord.id, {
    name: "Nakasero Towers",
  });
  const sarah = await makeTenant(db, { firstName: "Sarah", lastName: "Namukasa", phone: uniquePhone() });
  const samuel = await makeTenant(db, { firstName: "Samuel", lastName: "Opio" });
  const joan = await makeTenant(db, { firstName: "Joan", lastName: "Akello" });
  const peter = await makeTenant(db, { firstName: "Peter", lastName: "Okello" });
  const grace = await makeTenant(db, { firstName: "Grace", lastName: "Achieng" });
  const homeless = await makeTenant(db, { firstName: "No", lastName: "Lease" });
  await makeLease(db, { propertyId: heights.id, unitId: hu[0]!.id, tenantId: sarah.id });
  await makeLease(db, { propertyId: heights.id, unitId: hu[1]!.id, tenantId: samuel.id });
  await makeLease(db, { propertyId: heights.id, unitId: hu[2]!.id, tenantId: joan.id });
  await makeLease(db, { propertyId: annex.id, unitId: au[0]!.id, tenantId: peter.id });
  await makeLease(db, { propertyId: towers.id, unitId: tu[0]!.id, tenantId: grace.id });
  return {
    landlord,
    otherLandlord,
    heights,
    annex,
    towers,
    sarah,
    samuel,
    joan,
    peter,
    grace,
    homeless,
    c: {
      landlord: await clientFor(t, landlord.id),
      otherLandlord: await clientFor(t, otherLandlord.id),
      sarah: await clientFor(t, sarah.id),
      samuel: await clientFor(t, samuel.id),
      joan: await clientFor(t, joan.id),
      peter: await clientFor(t, peter.id),
      grace: await clientFor(t, grace.id),
      homeless: await clientFor(t, homeless.id),
    },
  };
}
export type ChatWorld = Awaited<ReturnType<typeof chatWorld>>;
