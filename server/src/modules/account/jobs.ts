import type { Db } from "../../db/client";
import type { JobHandler } from "../../platform/jobs/runner";
import type { Storage } from "../../platform/storage/storage";
import { eraseDueAccounts } from "./service/erase";

/** Daily: the accounts whose deletion's cooling-off period ended are erased (service/erase.ts). */
export const eraseAccountsJob: JobHandler<{ db: Db; storage: Storage }> = async (deps) => {
  await eraseDueAccounts(deps);
};

export const accountJobHandlers = { "erase-deleted-accounts": eraseAccountsJob };
