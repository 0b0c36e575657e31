import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../db/client";
import {
  chatBlocks,
  chatConversations,
  chatMessages,
  chatPresence,
  chatReads,
  chatReports,
} from "../db/schema";

const HOUR_MS = 3_600_000;

/** Who says something: a Kampala Heights tenant by their index in DEMO_TENANT_NAMES, or the landlord. */
type Who = number | "landlord";

/** The demo tenants of Kampala Heights the chat uses (indexes in DEMO_TENANT_NAMES, with their units). */
const SARAH = 0; // 4B, the demo tenant
const JOHN = 1; // 1A
const GRACE = 2; // 1B
const PETER = 3; // 1D
const AISHA = 4; // 2A
const DAVID = 5; // 2B
const ESTHER = 6; // 2C
const JOSEPH = 7; // 3A
const FLORENCE = 10; // 4A
const BRIAN = 11; // 4C: the neighbour Sarah has blocked
const PATRICIA = 12; // 5A

/** The community room of Kampala Heights over the last three weeks, oldest first: [who, hours ago, text]. */
const ROOM: [Who, number, string][] = [
  [JOHN, 21 * 24 + 3, "Good morning neighbours! Does anyone know when the water tank is cleaned this month?"],
  [
    "landlord",
    21 * 24 + 1,
    "Good morning John. The tanks are cleaned on the 15th; water is off from 9am to noon.",
  ],
  [AISHA, 20 * 24 + 6, "Thank you Robert. Please remind us the day before 🙏"],
  [PETER, 19 * 24 + 2, "Whoever parks the grey Premio in bay 7, please move it, I am blocked in."],
  [DAVID, 19 * 24 + 1, "Sorry Peter! Moving it now."],
  [ESTHER, 17 * 24 + 9, "Is anyone going to Nakasero market on Saturday? I can share a boda."],
  [GRACE, 17 * 24 + 8, "Me! Let's leave at 8am from the gate."],
  [SARAH, 16 * 24 + 5, "Welcome to the new family in 1D 👋 If you need anything, I'm in 4B."],
  [PETER, 16 * 24 + 4, "Thank you Sarah, very kind."],
  [BRIAN, 15 * 24 + 3, "The gym music is too loud every morning. Some of us work nights!!!"],
  [JOSEPH, 15 * 24 + 2, "Brian, maybe talk to the gym schedule first before shouting at everyone."],
  [BRIAN, 15 * 24 + 1, "I will shout if I want. This building is a joke."],
  [
    FLORENCE,
    14 * 24 + 7,
    "Lost: a small black umbrella near the lift on floor 4. Please drop it at 4A if found.",
  ],
  [SARAH, 14 * 24 + 6, "I saw one at the reception desk this morning, Florence."],
  [FLORENCE, 14 * 24 + 5, "Found it, thank you Sarah!"],
  [PATRICIA, 12 * 24 + 10, "Power went off on floors 5 and 6. Is the generator on for everyone else?"],
  [JOHN, 12 * 24 + 9, "Floor 1 has power from the generator."],
  ["landlord", 12 * 24 + 8, "The electrician is on his way for floors 5 and 6. Sorry for the trouble."],
  [PATRICIA, 12 * 24 + 4, "Power is back. Thank you!"],
  [
    AISHA,
    10 * 24 + 11,
    "Our children want to play football on Sunday afternoon in the parking area. Any parents joining?",
  ],
  [DAVID, 10 * 24 + 10, "Count us in, two boys from 2B."],
  [ESTHER, 10 * 24 + 9, "My daughter will come too."],
  [BRIAN, 9 * 24 + 2, "Football in the parking?? Who will pay for my car if it gets hit?"],
  [GRACE, 8 * 24 + 6, "Selling a baby cot in good condition, 150,000 UGX. It's in the marketplace too."],
  [JOSEPH, 7 * 24 + 3, "Security asked me to tell everyone: visitors must sign in at the gate from Monday."],
  [SARAH, 6 * 24 + 8, "Does anyone have a good plumber's number? My kitchen tap is dripping."],
  [PETER, 6 * 24 + 7, "Report it in the app, the landlord's plumber came within a day for me."],
  [
    JOHN,
    4 * 24 + 5,
    "Reminder: rubbish collection moves to Thursday this week because of the public holiday.",
  ],
  [FLORENCE, 2 * 24 + 9, "Happy birthday to Mama Grace in 1B! 🎉"],
  [GRACE, 2 * 24 + 8, "Thank you Florence, you are too kind 😊"],
  [BRIAN, 30, "Whoever is cooking fish on floor 4 every evening, enough."],
  [AISHA, 20, "The lift on the left side is making a strange noise. Has anyone reported it?"],
  [DAVID, 6, "It was stuck between floors 2 and 3 this morning for a few minutes."],
  [ESTHER, 3, "Anyone want to join a Saturday morning walk to Kololo? 7am at the gate."],
];

/** Sarah's direct conversation with Florence, her neighbour in 4A: [who, hours ago, text]. */
const DIRECT: [Who, number, string][] = [
  [FLORENCE, 5 * 24 + 4, "Hi Sarah, thank you again for the umbrella tip!"],
  [SARAH, 5 * 24 + 3, "Anytime! Are you going to the residents' meeting on Friday?"],
  [FLORENCE, 5 * 24 + 2, "Yes, I will be there. Shall we walk down together?"],
  [SARAH, 5 * 24 + 1, "Perfect, I'll knock at 6."],
  [FLORENCE, 4, "Could you keep a parcel for me tomorrow? The courier comes at noon and I am at work."],
];

export interface DemoChatOptions {
  landlordId: string;
  /** Kampala Heights. */
  propertyId: number;
  /** The account of the i-th demo tenant (DEMO_TENANT_NAMES). */
  tenantId: (i: number) => string;
}

/**
 * A lived-in community for Kampala Heights, relative to now: some three weeks of the property room between
 * its residents (the landlord twice), Sarah's direct conversation with Florence, a resident Sarah blocked
 * (Brian, whose messages she no longer sees; one of them is reported to the landlord), read positions that
 * leave Sarah a few unread messages, and when residents were last seen. One insert per table.
 */
export async function seedDemoChat(tx: DbOrTx, { landlordId, propertyId, tenantId }: DemoChatOptions) {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const id = (who: Who) => (who === "landlord" ? landlordId : tenantId(who));
  const sarah = tenantId(SARAH);
  const florence = tenantId(FLORENCE);
  const room = randomUUID();
  const direct = randomUUID();
  const [memberA, memberB] = sarah < florence ? [sarah, florence] : [florence, sarah];

  await tx.insert(chatConversations).values([
    {
      id: room,
      propertyId,
      kind: "community",
      lastSeq: ROOM.length,
      lastMessageAt: at(ROOM.at(-1)![1]),
      createdAt: at(ROOM[0]![1] + 1),
    },
    {
      id: direct,
      propertyId,
      kind: "direct",
      memberA,
      memberB,
      lastSeq: DIRECT.length,
      lastMessageAt: at(DIRECT.at(-1)![1]),
      createdAt: at(DIRECT[0]![1]),
    },
  ]);
  const messageRows = [
    ...ROOM.map(([who, hoursAgo, content], i) => ({
      id: randomUUID(),
      conversationId: room,
      seq: i + 1,
      senderId: id(who),
      content,
      createdAt: at(hoursAgo),
    })),
    ...DIRECT.map(([who, hoursAgo, content], i) => ({
      id: randomUUID(),
      conversationId: direct,
      seq: i + 1,
      senderId: id(who),
      content,
      createdAt: at(hoursAgo),
    })),
  ];
  await tx.insert(chatMessages).values(messageRows);

  // Sarah has not read the room's last four messages (one is Brian's, hidden from her: 3 unread) nor
  // Florence's last direct message.
  await tx.insert(chatReads).values([
    { conversationId: room, userId: sarah, lastReadSeq: ROOM.length - 4 },
    { conversationId: direct, userId: sarah, lastReadSeq: DIRECT.length - 1 },
    { conversationId: direct, userId: florence, lastReadSeq: DIRECT.length },
    { conversationId: room, userId: florence, lastReadSeq: ROOM.length },
    { conversationId: room, userId: tenantId(JOHN), lastReadSeq: ROOM.length - 3 },
    { conversationId: room, userId: landlordId, lastReadSeq: ROOM.length - 5 },
  ]);
  await tx
    .insert(chatBlocks)
    .values({ blockerId: sarah, blockedId: tenantId(BRIAN), createdAt: at(15 * 24) });

  // One of Brian's messages, reported by Joseph, waits for the landlord's decision.
  const rude = messageRows.find((m) => m.content.startsWith("I will shout"))!;
  await tx.insert(chatReports).values({
    messageId: rude.id,
    propertyId,
    reporterId: tenantId(JOSEPH),
    reason: "Rude to neighbours",
    createdAt: at(15 * 24),
  });
  await tx.insert(chatPresence).values(
    [
      [FLORENCE, 3],
      [JOHN, 26],
      [AISHA, 18],
      [DAVID, 5],
      [ESTHER, 2],
      [GRACE, 50],
      [PETER, 140],
      [PATRICIA, 72],
      [JOSEPH, 9],
      [BRIAN, 1],
    ].map(([i, hoursAgo]) => ({ userId: tenantId(i!), lastSeenAt: at(hoursAgo!) })),
  );
}
