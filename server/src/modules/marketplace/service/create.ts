import { msg } from "../../../../../common/i18n/message";
import {
  DEFAULT_BLOCKED_WORDS,
  type ListingCreateData,
  type ListingView,
} from "../../../../../common/schemas/marketplace";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { pagePath } from "../../../platform/pages";
import { deleteStoredPhotos, preparePhotos, storePhotos } from "../../../platform/storage/photos";
import { recordActivity } from "../../activity";
import { deliverNotifications, notify } from "../../notifications";
import { findBlockedWords } from "../blocked-words";
import { blockedWordsOf, insertListing } from "../queries";
import { requireResident } from "./access";
import { getListing } from "./list";

/**
 * A resident lists an item in their property's marketplace, pending their landlord's approval ('Item Listed').
 * Photos are checked and re-encoded before anything is stored; the landlord's blocked words found in the text
 * flag the listing in the queue. The landlord is told.
 */
export async function createListing(
  deps: AppDeps,
  tenant: SessionUser,
  input: ListingCreateData,
  photos: Buffer[],
): Promise<ListingView> {
  const lease = await requireResident(deps.db, tenant);
  const blocked = (await blockedWordsOf(deps.db, lease.landlordId)) ?? DEFAULT_BLOCKED_WORDS;
  const flaggedWords = findBlockedWords([input.title, input.description, ...input.tags].join("\n"), blocked);

  const id = crypto.randomUUID();
  const stored = await storePhotos(deps.storage, `marketplace/${id}`, await preparePhotos(photos));
  try {
    const notices = await deps.db.transaction(async (tx) => {
      await insertListing(
        tx,
        {
          id,
          propertyId: lease.propertyId,
          sellerId: tenant.id,
          title: input.title,
          description: input.description,
          price: input.price,
          currency: lease.currency,
          category: input.category,
          condition: input.condition,
          tags: input.tags,
          flaggedWords,
        },
        stored,
      );
      await recordActivity(tx, {
        landlordId: lease.landlordId,
        propertyId: lease.propertyId,
        actorId: tenant.id,
        kind: "listing_submitted",
        message: msg("marketplace.submittedActivity", { unit: lease.unitNumber, title: input.title }),
      });
      return notify(tx, deps, {
        userId: lease.landlordId,
        type: "marketplace",
        title: msg("marketplace.submittedTitle"),
        message: msg(
          flaggedWords.length > 0 ? "marketplace.submittedFlagged" : "marketplace.submittedMessage",
          {
            unit: lease.unitNumber,
            title: input.title,
          },
        ),
        link: pagePath("/landlord-dashboard"),
      });
    });
    await deliverNotifications(deps, notices);
  } catch (e) {
    await deleteStoredPhotos(deps.storage, stored);
    throw e;
  }
  return getListing(deps, tenant, id);
}
