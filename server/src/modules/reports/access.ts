import { msg } from "../../../../common/i18n/message";
import type { DbOrTx } from "../../db/client";
import type { SessionUser } from "../../platform/auth/session";
import { notFound } from "../../platform/errors";
import { PROPERTY_NOT_FOUND } from "../properties";
import { landlordNameOf, propertiesOfLandlord } from "./queries/scope";

/** Whose books a report reads: one landlord's properties, all of them or one (its id and name). */
export interface BooksScope {
  landlordId: string;
  landlordName: string;
  propertyId: number | null;
  propertyName: string | null;
  /** Every property the report counts (archived ones too: their history is the landlord's books). */
  propertyIds: number[];
}

/**
 * The reports' one access check, first in every report: a landlord reads their own properties' books, all of them
 * or one; another landlord's property is a 404, never a 403 that would say it exists. The one place a role is
 * turned into a scope, so the staff roles of the next issues extend this function (and nothing else).
 */
export async function booksScopeOf(
  db: DbOrTx,
  caller: SessionUser,
  propertyId?: number,
): Promise<BooksScope> {
  if (caller.role !== "landlord") throw notFound(msg("reports.notFound"));
  const [owned, landlordName] = await Promise.all([
    propertiesOfLandlord(db, caller.id, propertyId),
    landlordNameOf(db, caller.id),
  ]);
  if (propertyId !== undefined && owned.length === 0) throw notFound(PROPERTY_NOT_FOUND);
  return {
    landlordId: caller.id,
    landlordName,
    propertyId: propertyId ?? null,
    propertyName: propertyId !== undefined ? owned[0]!.name : null,
    propertyIds: owned.map((p) => p.id),
  };
}
