import { asc, eq, inArray, or } from "drizzle-orm";
import type { ListingCategory, ListingCondition } from "../../../common/schemas/marketplace";
import type { DbOrTx } from "../db/client";
import {
  marketplaceLikes,
  marketplaceListings,
  marketplacePhotos,
  marketplaceViews,
  properties,
} from "../db/schema";
import { insertListing } from "../modules/marketplace/queries";
import type { StoredPhoto } from "../platform/storage/photos";
import type { DemoPhotoSource } from "./demo-maintenance";
import type { DemoPhotoScene } from "./demo-photos";
import { heightsResidents } from "./demo-residents";

interface DemoListingSpec {
  unit: string;
  title: string;
  description: string;
  price: number;
  category: ListingCategory;
  condition: ListingCondition;
  tags: string[];
  status: "approved" | "pending" | "sold";
  daysAgo: number;
  scene: DemoPhotoScene;
  /** Units of the residents who liked it (4B is Sarah, the demo tenant). */
  likedBy: string[];
  viewedBy: string[];
}

const DEMO_LISTINGS: DemoListingSpec[] = [
  {
    unit: "1B",
    title: "Baby cot with mattress",
    description: "White wooden cot, mattress included. Our daughter has outgrown it. Collect from 1B.",
    price: 150_000,
    category: "furniture",
    condition: "good",
    tags: ["baby", "cot"],
    status: "approved",
    daysAgo: 8,
    scene: "cot",
    likedBy: ["4B", "2A"],
    viewedBy: ["4B", "2A", "3A", "1A", "4A"],
  },
  {
    unit: "2A",
    title: "3-seater sofa",
    description: "Grey fabric sofa, two years old, no stains. Moving to a smaller flat.",
    price: 450_000,
    category: "furniture",
    condition: "excellent",
    tags: ["sofa", "living room"],
    status: "approved",
    daysAgo: 5,
    scene: "sofa",
    likedBy: ["1B", "3C", "4A"],
    viewedBy: ["1B", "3C", "4A", "4B", "1D", "2B"],
  },
  {
    unit: "3C",
    title: 'Samsung 43" smart TV',
    description: "Full HD smart TV with remote and wall bracket. Works perfectly, receipt available.",
    price: 850_000,
    category: "electronics",
    condition: "like_new",
    tags: ["tv", "samsung"],
    status: "approved",
    daysAgo: 3,
    scene: "tv",
    likedBy: ["4B"],
    viewedBy: ["4B", "2A", "1A"],
  },
  {
    unit: "1D",
    title: "Mountain bike",
    description: "26-inch mountain bike, 21 gears. New tyres last month. Good for Kampala hills.",
    price: 380_000,
    category: "other",
    condition: "fair",
    tags: ["bike", "sports"],
    status: "approved",
    daysAgo: 2,
    scene: "bike",
    likedBy: [],
    viewedBy: ["2B", "4C"],
  },
  {
    unit: "4A",
    title: "S4 textbooks, full set",
    description: "Mathematics, Physics, Chemistry and Biology, new curriculum. Barely used.",
    price: 60_000,
    category: "books",
    condition: "like_new",
    tags: ["school", "textbooks"],
    status: "approved",
    daysAgo: 1,
    scene: "books",
    likedBy: ["1A"],
    viewedBy: ["1A", "3D"],
  },
  {
    unit: "3A",
    title: "Gas cooker, 4 burners",
    description: "Standing gas cooker with oven. The cylinder is not included.",
    price: 300_000,
    category: "appliances",
    condition: "good",
    tags: ["cooker", "kitchen"],
    status: "pending",
    daysAgo: 0,
    scene: "cooker",
    likedBy: [],
    viewedBy: [],
  },
  {
    unit: "4B",
    title: "Office chair",
    description: "Black mesh office chair with wheels. Sold to a neighbour, thank you!",
    price: 120_000,
    category: "furniture",
    condition: "good",
    tags: ["chair", "office"],
    status: "sold",
    daysAgo: 12,
    scene: "chair",
    likedBy: ["2A"],
    viewedBy: ["2A", "1B", "3C"],
  },
];

const DAY = 86_400_000;

/** A demo world's listing photos: the template's files by listing title, shared by reference. */
export function templateListingPhotos(db: DbOrTx, templateLandlordId: string | null): DemoPhotoSource {
  let byTitle: Promise<Map<string, StoredPhoto[]>> | undefined;
  const load = async () => {
    const map = new Map<string, StoredPhoto[]>();
    if (!templateLandlordId) return map;
    const rows = await db
      .select({
        title: marketplaceListings.title,
        storageKey: marketplacePhotos.storageKey,
        thumbKey: marketplacePhotos.thumbKey,
        contentType: marketplacePhotos.contentType,
        width: marketplacePhotos.width,
        height: marketplacePhotos.height,
        bytes: marketplacePhotos.bytes,
      })
      .from(marketplacePhotos)
      .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplacePhotos.listingId))
      .innerJoin(properties, eq(properties.id, marketplaceListings.propertyId))
      .where(eq(properties.landlordId, templateLandlordId))
      .orderBy(asc(marketplacePhotos.position));
    for (const { title, storageKey, ...photo } of rows) {
      const ext = storageKey.slice(storageKey.lastIndexOf(".") + 1);
      map.set(title, [...(map.get(title) ?? []), { ...photo, storageKey, ext }]);
    }
    return map;
  };
  return async (title) => {
    byTitle ??= load();
    return (await byTitle).get(title) ?? [];
  };
}

/**
 * Kampala Heights' marketplace, lived in: approved listings with photos, likes and views from neighbours, one
 * waiting for the landlord, and one of Sarah's sold.
 */
export async function seedDemoMarketplace(
  db: DbOrTx,
  landlordId: string,
  { photos, now = new Date() }: { photos?: DemoPhotoSource; now?: Date } = {},
): Promise<void> {
  const byUnit = await heightsResidents(db, landlordId);
  const tenantsOf = (unitsList: string[]) =>
    unitsList.flatMap((u) => {
      const id = byUnit.get(u)?.tenantId;
      return id ? [id] : [];
    });
  for (const spec of DEMO_LISTINGS) {
    const seller = byUnit.get(spec.unit);
    if (!seller) continue;
    const id = crypto.randomUUID();
    const createdAt = new Date(now.getTime() - spec.daysAgo * DAY - 3_600_000);
    const decided = spec.status !== "pending";
    const likers = tenantsOf(spec.likedBy);
    const viewers = tenantsOf(spec.viewedBy);
    await insertListing(
      db,
      {
        id,
        propertyId: seller.propertyId,
        sellerId: seller.tenantId,
        title: spec.title,
        description: spec.description,
        price: spec.price,
        category: spec.category,
        condition: spec.condition,
        tags: spec.tags,
        status: spec.status,
        decidedAt: decided ? new Date(createdAt.getTime() + 4 * 3_600_000) : null,
        soldAt: spec.status === "sold" ? new Date(now.getTime() - 2 * DAY) : null,
        likeCount: likers.length,
        viewCount: viewers.length,
        createdAt,
      },
      photos ? await photos(spec.title, id, [spec.scene]) : [],
    );
    if (likers.length)
      await db.insert(marketplaceLikes).values(likers.map((userId) => ({ listingId: id, userId })));
    if (viewers.length)
      await db.insert(marketplaceViews).values(viewers.map((userId) => ({ listingId: id, userId })));
  }
}

/** The photo files of the listings of these properties or sellers (the rows cascade with them). */
export async function listingPhotoKeys(db: DbOrTx, propertyIds: number[], sellerIds: string[]) {
  const rows = await db
    .select({ a: marketplacePhotos.storageKey, b: marketplacePhotos.thumbKey })
    .from(marketplacePhotos)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplacePhotos.listingId))
    .where(
      or(
        propertyIds.length ? inArray(marketplaceListings.propertyId, propertyIds) : undefined,
        inArray(marketplaceListings.sellerId, sellerIds),
      ),
    );
  return rows.flatMap((r) => [r.a, r.b]);
}
