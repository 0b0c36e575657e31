import { idParam } from "../schemas/shared";
import { unitDetails, unitListQuery, unitRow, unitUpdateInput } from "../schemas/units";
import { defineRoutes } from "./define";

const tags = ["units"];

export const unitRoutes = defineRoutes("units", {
  "units.list": {
    access: "landlord",
    tags,
    summary: "The units of one of the landlord's properties (occupied, available or all)",
    params: idParam,
    query: unitListQuery,
    responses: { 200: unitRow.array() },
  },
  "units.get": {
    access: "landlord",
    tags,
    summary: "One unit's details (the unit details dialog)",
    params: idParam,
    responses: { 200: unitDetails },
  },
  "units.update": {
    access: "landlord",
    tags,
    params: idParam,
    body: unitUpdateInput,
    responses: { 200: unitRow },
  },
});
