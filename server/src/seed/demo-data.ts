import type { DemoPhotoScene } from "./demo-photos";

/** The seeded demo portfolio: the spec's four sample properties, owned by the demo landlord. */

export interface DemoUnitSpec {
  unitNumber: string;
  floor: number;
  bedrooms: number;
  bathrooms: number;
  sqft: number;
  rent: number;
  balcony: boolean;
  parking: boolean;
  furnished: boolean;
  petFriendly: boolean;
  features: string[];
  /** Index into DEMO_TENANT_NAMES, or undefined for an available unit. */
  tenant?: number;
  readiness?: "ready" | "needs_work" | "not_ready";
  workNeeded?: string;
  notes?: string;
  leaseStart?: string;
}

export interface DemoPropertySpec {
  name: string;
  /** The front photo drawn for it. */
  photo: DemoPhotoScene;
  location: string;
  description: string;
  propertyType: string;
  amenities: string[];
  currency: "UGX" | "USD";
  units: DemoUnitSpec[];
}

export const DEMO_TENANT_NAMES: [string, string][] = [
  ["Sarah", "Namukasa"], // the demo tenant, Kampala Heights 4B
  ["John", "Mukasa"],
  ["Grace", "Achieng"],
  ["Peter", "Okello"],
  ["Aisha", "Nakato"],
  ["David", "Ssemwanga"],
  ["Esther", "Nabirye"],
  ["Joseph", "Kato"],
  ["Ruth", "Atim"],
  ["Moses", "Wasswa"],
  ["Florence", "Auma"],
  ["Brian", "Tumusiime"],
  ["Patricia", "Nansubuga"],
  ["Isaac", "Lubega"],
  ["Winnie", "Akello"],
  ["Samuel", "Opio"],
  ["Harriet", "Nalwoga"],
  ["Daniel", "Byaruhanga"],
  ["Brenda", "Kyomuhendo"],
  ["Ivan", "Mugisha"],
  ["Juliet", "Namutebi"],
  ["Ronald", "Ochieng"],
  ["Christine", "Nakimuli"],
];

const READINESS_CYCLE: Pick<DemoUnitSpec, "readiness" | "workNeeded" | "notes">[] = [
  { readiness: "ready", workNeeded: "", notes: "Freshly painted, ready for viewing" },
  { readiness: "needs_work", workNeeded: "Replace kitchen tap and reseal shower", notes: "Plumber booked" },
  { readiness: "ready", workNeeded: "", notes: "Keys with the caretaker" },
  { readiness: "not_ready", workNeeded: "Full repaint and new flooring", notes: "Renovation under way" },
  { readiness: "needs_work", workNeeded: "Fix balcony door lock", notes: "" },
  { readiness: "ready", workNeeded: "", notes: "Great city view" },
  { readiness: "ready", workNeeded: "", notes: "" },
  { readiness: "needs_work", workNeeded: "Service the water heater", notes: "" },
];

function kampalaHeightsUnits(): DemoUnitSpec[] {
  const numbers: string[] = [];
  for (let floor = 1; floor <= 5; floor++) for (const l of "ABCD") numbers.push(`${floor}${l}`);
  numbers.push("6A", "6B");
  // 14 occupied (4B is the demo tenant), 8 available.
  const occupied = ["1A", "1B", "1D", "2A", "2B", "2C", "3A", "3C", "3D", "4A", "4B", "4C", "5A", "6A"];
  let tenant = 1;
  let available = 0;
  return numbers.map((unitNumber) => {
    const floor = Number(unitNumber.slice(0, -1));
    const letter = unitNumber.slice(-1);
    const bedrooms = letter === "A" ? 3 : letter === "D" ? 1 : 2;
    const base: DemoUnitSpec = {
      unitNumber,
      floor,
      bedrooms,
      bathrooms: bedrooms === 3 ? 2.5 : bedrooms === 2 ? 2 : 1,
      sqft: bedrooms === 3 ? 1450 : bedrooms === 2 ? 1100 : 750,
      rent: bedrooms === 3 ? 2_200_000 : bedrooms === 2 ? 1_500_000 : 950_000,
      balcony: letter !== "D",
      parking: bedrooms >= 2,
      furnished: letter === "B",
      petFriendly: floor <= 2,
      features:
        bedrooms === 3 ? ["City view", "Walk-in closet", "Backup power"] : ["Backup power", "Fitted kitchen"],
    };
    if (!occupied.includes(unitNumber))
      return { ...base, ...READINESS_CYCLE[available++ % READINESS_CYCLE.length] };
    const t = unitNumber === "4B" ? 0 : tenant++;
    return { ...base, tenant: t, leaseStart: `2026-0${1 + (t % 9)}-01` };
  });
}

export const DEMO_PROPERTIES: DemoPropertySpec[] = [
  {
    name: "Kampala Heights",
    photo: "block-cream",
    location: "Plot 14, Kira Road, Kamwokya, Kampala",
    description:
      "Modern apartment complex with city views, 24/7 security and backup power, ten minutes from the city centre.",
    propertyType: "apartment",
    amenities: ["Swimming Pool", "Gym", "Parking", "Security", "Elevator", "Backup Power", "CCTV", "Wifi"],
    currency: "UGX",
    units: kampalaHeightsUnits(),
  },
  {
    name: "Nakasero Towers",
    photo: "block-terracotta",
    location: "Plot 7, Nakasero Hill Road, Nakasero, Kampala",
    description:
      "Executive serviced apartments on Nakasero Hill, close to embassies and the business district.",
    propertyType: "condo",
    amenities: ["Gym", "Parking", "Elevator", "Concierge", "24/7 Security", "Intercom", "Wifi"],
    currency: "USD",
    units: [
      {
        unitNumber: "101",
        floor: 1,
        bedrooms: 2,
        bathrooms: 2,
        sqft: 1200,
        rent: 120_000,
        balcony: true,
        parking: true,
        furnished: true,
        petFriendly: false,
        features: ["Serviced weekly"],
        tenant: 14,
        leaseStart: "2026-02-01",
      },
      {
        unitNumber: "102",
        floor: 1,
        bedrooms: 1,
        bathrooms: 1,
        sqft: 800,
        rent: 85_000,
        balcony: false,
        parking: true,
        furnished: true,
        petFriendly: false,
        features: ["Serviced weekly"],
        tenant: 15,
        leaseStart: "2026-03-01",
      },
      {
        unitNumber: "201",
        floor: 2,
        bedrooms: 3,
        bathrooms: 3,
        sqft: 1650,
        rent: 180_000,
        balcony: true,
        parking: true,
        furnished: true,
        petFriendly: false,
        features: ["Panoramic view", "Study room"],
        tenant: 16,
        leaseStart: "2025-11-01",
      },
      {
        unitNumber: "202",
        floor: 2,
        bedrooms: 2,
        bathrooms: 2,
        sqft: 1200,
        rent: 120_000,
        balcony: true,
        parking: true,
        furnished: true,
        petFriendly: false,
        features: ["Serviced weekly"],
        tenant: 17,
        leaseStart: "2026-05-01",
      },
      {
        unitNumber: "301",
        floor: 3,
        bedrooms: 2,
        bathrooms: 2.5,
        sqft: 1300,
        rent: 130_000,
        balcony: true,
        parking: true,
        furnished: true,
        petFriendly: false,
        features: ["Corner unit"],
        readiness: "ready",
        notes: "Available immediately",
      },
      {
        unitNumber: "302",
        floor: 3,
        bedrooms: 1,
        bathrooms: 1,
        sqft: 800,
        rent: 85_000,
        balcony: false,
        parking: true,
        furnished: false,
        petFriendly: false,
        features: [],
        readiness: "needs_work",
        workNeeded: "Install new air conditioner",
      },
    ],
  },
  {
    name: "Kololo Residences",
    photo: "block-white",
    location: "Plot 22, Acacia Avenue, Kololo, Kampala",
    description: "Quiet family homes with gardens on Kololo's leafy Acacia Avenue.",
    propertyType: "townhouse",
    amenities: ["Parking", "Security", "Garden", "Playground", "Backup Power"],
    currency: "UGX",
    units: [
      {
        unitNumber: "T1",
        floor: 0,
        bedrooms: 4,
        bathrooms: 3.5,
        sqft: 2400,
        rent: 4_500_000,
        balcony: true,
        parking: true,
        furnished: false,
        petFriendly: true,
        features: ["Private garden", "Servant quarters"],
        tenant: 18,
        leaseStart: "2026-01-01",
      },
      {
        unitNumber: "T2",
        floor: 0,
        bedrooms: 4,
        bathrooms: 3.5,
        sqft: 2400,
        rent: 4_500_000,
        balcony: true,
        parking: true,
        furnished: false,
        petFriendly: true,
        features: ["Private garden"],
        tenant: 19,
        leaseStart: "2026-04-01",
      },
      {
        unitNumber: "T3",
        floor: 0,
        bedrooms: 3,
        bathrooms: 2.5,
        sqft: 1900,
        rent: 3_800_000,
        balcony: false,
        parking: true,
        furnished: false,
        petFriendly: true,
        features: ["Private garden"],
        readiness: "not_ready",
        workNeeded: "Roof repairs",
        notes: "Contractor on site",
      },
      {
        unitNumber: "T4",
        floor: 0,
        bedrooms: 3,
        bathrooms: 2.5,
        sqft: 1900,
        rent: 3_800_000,
        balcony: false,
        parking: true,
        furnished: false,
        petFriendly: true,
        features: ["Private garden"],
        readiness: "ready",
      },
    ],
  },
  {
    name: "Bugolobi Gardens",
    photo: "block-green",
    location: "Plot 5, Bugolobi Close, Bugolobi, Kampala",
    description: "Affordable garden apartments near Bugolobi market and the Port Bell road.",
    propertyType: "apartment",
    amenities: ["Parking", "Security", "Garden", "Laundry", "Backup Power"],
    currency: "UGX",
    units: [
      {
        unitNumber: "G1",
        floor: 0,
        bedrooms: 1,
        bathrooms: 1,
        sqft: 600,
        rent: 700_000,
        balcony: false,
        parking: false,
        furnished: false,
        petFriendly: true,
        features: ["Garden access"],
        tenant: 20,
        leaseStart: "2026-02-01",
      },
      {
        unitNumber: "G2",
        floor: 0,
        bedrooms: 2,
        bathrooms: 1,
        sqft: 850,
        rent: 950_000,
        balcony: false,
        parking: true,
        furnished: false,
        petFriendly: true,
        features: ["Garden access"],
        tenant: 21,
        leaseStart: "2026-06-01",
      },
      {
        unitNumber: "F1",
        floor: 1,
        bedrooms: 2,
        bathrooms: 1.5,
        sqft: 900,
        rent: 1_000_000,
        balcony: true,
        parking: true,
        furnished: false,
        petFriendly: false,
        features: [],
        tenant: 22,
        leaseStart: "2025-12-01",
      },
      {
        unitNumber: "F2",
        floor: 1,
        bedrooms: 1,
        bathrooms: 1,
        sqft: 600,
        rent: 700_000,
        balcony: true,
        parking: false,
        furnished: false,
        petFriendly: false,
        features: [],
        readiness: "ready",
        notes: "Recently renovated",
      },
      {
        unitNumber: "S0",
        floor: 0,
        bedrooms: 0,
        bathrooms: 1,
        sqft: 400,
        rent: 500_000,
        balcony: false,
        parking: false,
        furnished: true,
        petFriendly: false,
        features: ["Studio"],
        readiness: "needs_work",
        workNeeded: "Replace window glass",
      },
    ],
  },
];
