import { kampalaToday } from "../../../../common/kampala-calendar";
import type { Db } from "../../db/client";
import type { JobHandler } from "../../platform/jobs/runner";
import type { DeliverDeps, MessageDeps } from "../notifications";
import { sendRentalTaxNotices } from "./service/notices";

/** Daily: landlords are told of URA return deadlines 14 days ahead (service/notices.ts). */
export const rentalTaxNoticesJob: JobHandler<DeliverDeps & MessageDeps & { db: Db }> = async (deps) => {
  await sendRentalTaxNotices(deps, kampalaToday());
};

export const rentalTaxJobHandlers = { "rental-tax-notices": rentalTaxNoticesJob };
