import { bankDetailsInput, bankDetailsResponse, bankDetailsSaveResponse } from "../schemas/payouts";
import { defineRoutes } from "./define";

const tags = ["payouts"];

export const payoutRoutes = defineRoutes("payouts", {
  "payouts.get": {
    access: "landlord",
    tags,
    summary: "The landlord's default payout details (Payment Setup)",
    responses: { 200: bankDetailsResponse },
  },
  "payouts.save": {
    access: "landlord",
    tags,
    body: bankDetailsInput,
    responses: { 200: bankDetailsSaveResponse },
  },
});
