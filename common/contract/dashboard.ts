import { dashboardQuery, landlordDashboard } from "../schemas/dashboard";
import { defineRoutes } from "./define";

export const dashboardRoutes = defineRoutes("dashboard", {
  "dashboard.landlord": {
    access: "landlord",
    tags: ["dashboard"],
    summary: "The landlord dashboard of a property (the selected one without propertyId)",
    query: dashboardQuery,
    responses: { 200: landlordDashboard },
  },
});
