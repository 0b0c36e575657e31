import { propertyOptionsResponse } from "../schemas/auth";
import { listingPhotoParams, listingPhotoSchema } from "../schemas/listings";
import {
  deletePropertyResponse,
  propertyCreateInput,
  propertySummary,
  propertyUpdateInput,
  selectedPropertyResponse,
  selectPropertyInput,
} from "../schemas/properties";
import { idParam } from "../schemas/shared";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["properties"];
const photoTypes = ["image/png", "image/jpeg", "image/webp"];

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
  "properties.addPhotos": {
    access: "landlord",
    tags,
    summary: "Adds photos to one of the landlord's properties (up to 10 in all): re-encoded, with thumbnails",
    params: idParam,
    forms: {
      "multipart/form-data": z.object({
        photos: z
          .array(z.string().meta({ format: "binary" }))
          .describe("PNG, JPEG or WebP photos, at most 10 MB each"),
      }),
    },
    responses: { 201: z.object({ photos: z.array(listingPhotoSchema) }) },
  },
  "properties.deletePhoto": {
    access: "landlord",
    tags,
    summary: "Removes a photo of one of the landlord's properties",
    params: listingPhotoParams,
    responses: { 200: z.object({ photos: z.array(listingPhotoSchema) }) },
  },
  "properties.photo": {
    access: "public",
    tags,
    summary: "A property's photo: for its landlord and tenants, and for anyone while the property is listed",
    params: listingPhotoParams,
    produces: photoTypes,
  },
  "properties.photoThumb": {
    access: "public",
    tags,
    summary: "A WebP thumbnail of a property's photo",
    params: listingPhotoParams,
    produces: photoTypes,
  },
});
