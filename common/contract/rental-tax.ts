import { rentalTaxQuery, rentalTaxView } from "../schemas/rental-tax";
import { defineRoutes } from "./define";

const tags = ["rental tax"];

export const rentalTaxRoutes = defineRoutes("rentalTax", {
  "rentalTax.get": {
    access: "landlord",
    tags,
    summary:
      "The landlord's URA rental income tax estimate for a year of income: rent received per property, the tax, the return deadlines",
    query: rentalTaxQuery,
    responses: { 200: rentalTaxView },
  },
  "rentalTax.pdf": {
    access: "landlord",
    tags,
    summary: "The tax pack's summary as a PDF",
    query: rentalTaxQuery,
    produces: ["application/pdf"],
  },
  "rentalTax.propertiesCsv": {
    access: "landlord",
    tags,
    summary: "The tax pack's property schedule (each property, its location, the rent received) as CSV",
    query: rentalTaxQuery,
    produces: ["text/csv"],
  },
  "rentalTax.tenantsCsv": {
    access: "landlord",
    tags,
    summary: "The tax pack's tenant schedule (each tenant, unit, rent paid, TIN) as CSV",
    query: rentalTaxQuery,
    produces: ["text/csv"],
  },
});
