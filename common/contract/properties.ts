import { propertyOptionsResponse } from "../schemas/auth";
import {
  deletePropertyResponse,
  propertyCreateInput,
  propertySummary,
  propertyUpdateInput,
  selectedPropertyResponse,
  selectPropertyInput,
} from "../schemas/properties";
import { idParam } from "../schemas/shared";
import { defineRoutes } from "./define";

const tags = ["properties"];

export const propertyRoutes = defineRoutes("properties", {
  "properties.options": {
    access: "public",
    tags,
    summary: "Names and ids of the properties, for the sign-in screens' dropdown",
    responses: { 200: propertyOptionsResponse },
  },
  "properties.list": {
    access: "landlord",
    tags,
    summary: "The landlord's properties",
    responses: { 200: propertySummary.array() },
  },
  "properties.create": {
    access: "landlord",
    tags,
    summary: "Adds a property with its unit types, units and payout details",
    body: propertyCreateInput,
    responses: { 201: propertySummary },
  },
  "properties.get": {
    access: "landlord",
    tags,
    params: idParam,
    responses: { 200: propertySummary },
  },
  "properties.update": {
    access: "landlord",
    tags,
    params: idParam,
    body: propertyUpdateInput,
    responses: { 200: propertySummary },
  },
  "properties.delete": {
    access: "landlord",
    tags,
    summary: "Deletes a property, or archives it when it has money history",
    params: idParam,
    responses: { 200: deletePropertyResponse },
  },
  "properties.selected": {
    access: "landlord",
    tags,
    summary: "The property the landlord manages now",
    responses: { 200: selectedPropertyResponse },
  },
  "properties.select": {
    access: "landlord",
    tags,
    body: selectPropertyInput,
    responses: { 200: selectedPropertyResponse },
  },
});
