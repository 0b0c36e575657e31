import { dashboardAnswers, dashboardQuery, landlordDashboard } from "../schemas/dashboard";
import { defineRoutes } from "./define";

export const dashboardRoutes = defineRoutes("dashboard", {
  "dashboard.landlord": {
    access: "landlord",
    tags: ["dashboard"],
    summary: "The landlord dashboard of a property (the selected one without propertyId)",
    query: dashboardQuery,
    responses: { 200: landlordDashboard },
  },
  "dashboard.landlordAll": {
    access: "landlord",
    tags: ["dashboard"],
    summary:
      "The selected property's dashboard and every read of its cards in one answer: each route's own status and body, as that route answers",
    responses: { 200: dashboardAnswers },
  },
  "dashboard.tenant": {
    access: "tenant",
    tags: ["dashboard"],
    summary:
      "Every read of the tenant dashboard's cards in one answer: each route's own status and body, as that route answers",
    responses: { 200: dashboardAnswers },
  },
});
