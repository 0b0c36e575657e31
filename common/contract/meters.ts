import {
  disputeAnswerInput,
  disputeInput,
  disputeList,
  disputeView,
  meterCreateInput,
  meterIdParam,
  meterReplaceInput,
  meterTariffInput,
  meterView,
  pageQuery,
  propertyIdParam,
  propertyMeters,
  readingPage,
  readingView,
} from "../schemas/meters";
import { requiredIdempotencyHeaders } from "../schemas/rent";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["meters"];
const photoTypes = ["image/png", "image/jpeg", "image/webp"];

/** The multipart form of a reading: its fields as text, and the meter's photo. */
const readingForm = z.object({
  value: z.string().describe("The meter's reading, e.g. 1216.4 (at most three decimals)"),
  readOn: z.string().describe("YYYY-MM-DD, today or within the last year"),
  photo: z
    .string()
    .meta({ format: "binary" })
    .describe("A photo of the meter: PNG, JPEG or WebP, at most 10 MB"),
});

export const meterRoutes = defineRoutes("meters", {
  "meters.list": {
    access: "landlord",
    tags,
    summary:
      "The property's units with their installed meters and each meter's last reading, and its shared meters",
    params: propertyIdParam,
    responses: { 200: propertyMeters },
  },
  "meters.create": {
    access: "landlord",
    tags,
    summary:
      "Adds a water or electricity meter to a unit (or a shared meter, never charged: s.12); the same meter sent again answers the one added",
    params: propertyIdParam,
    body: meterCreateInput,
    responses: { 201: meterView },
  },
  "meters.replace": {
    access: "landlord",
    tags,
    summary: "Replaces a meter: the old one is removed, the new one starts from its own first reading",
    params: meterIdParam,
    body: meterReplaceInput,
    responses: { 201: meterView },
  },
  "meters.updateTariff": {
    access: "landlord",
    tags,
    summary: "Changes a meter's pricing or tariff, for readings recorded from now on",
    params: meterIdParam,
    body: meterTariffInput,
    responses: { 200: meterView },
  },
  "meters.record": {
    access: "landlord",
    tags,
    summary:
      "Records a reading with its photo (multipart); consumption × tariff becomes a utility charge on the unit's active lease. Idempotency-Key required",
    params: meterIdParam,
    headers: requiredIdempotencyHeaders,
    forms: { "multipart/form-data": readingForm },
    responses: { 201: readingView },
  },
  "meters.readings": {
    access: "landlord",
    tags,
    summary: "A meter's readings, newest first, 20 a page",
    params: meterIdParam,
    query: pageQuery,
    responses: { 200: readingPage },
  },
  "meters.disputes": {
    access: "landlord",
    tags,
    summary: "The property's open reading disputes",
    params: propertyIdParam,
    responses: { 200: disputeList },
  },
  "meters.answer": {
    access: "landlord",
    tags,
    summary:
      "Answers a dispute once: rejects it with a reason, or corrects the value (a new reading replaces the old one and its charge)",
    params: meterIdParam,
    body: disputeAnswerInput,
    responses: { 200: disputeView },
  },
  "meters.myReadings": {
    access: "tenant",
    tags,
    summary:
      "The readings of the meters of the tenant's own unit during their lease, newest first, 20 a page",
    query: pageQuery,
    responses: { 200: readingPage },
  },
  "meters.dispute": {
    access: "tenant",
    tags,
    summary: "Disputes a reading of the tenant's own meter; disputing it again answers the open dispute",
    params: meterIdParam,
    body: disputeInput,
    responses: { 201: readingView },
  },
  "meters.photo": {
    access: "signedIn",
    tags,
    summary:
      "A reading's photo: for the property's landlord and the tenant whose lease covers the unit and date",
    params: meterIdParam,
    produces: photoTypes,
  },
  "meters.photoThumb": {
    access: "signedIn",
    tags,
    summary: "A WebP thumbnail of a reading's photo",
    params: meterIdParam,
    produces: photoTypes,
  },
});
