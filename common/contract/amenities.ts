import {
  amenity,
  amenityCreateInput,
  amenityList,
  amenityListQuery,
  amenityUpdateInput,
  availability,
  availabilityQuery,
  booking,
  bookingInput,
  bookingList,
  closedDateInput,
  closedDateParams,
  dayBookings,
  dayBookingsQuery,
  landlordCancelInput,
  waitlistInput,
} from "../schemas/amenities";
import { uuidParam } from "../schemas/shared";
import { defineRoutes } from "./define";

const tags = ["amenities"];

export const amenityRoutes = defineRoutes("amenities", {
  "amenities.list": {
    access: "signedIn",
    tags,
    summary:
      "A tenant's property's amenities, or a landlord's amenities of a property (the selected one by default)",
    query: amenityListQuery,
    responses: { 200: amenityList },
  },
  "amenities.create": {
    access: "landlord",
    tags,
    summary: "Sets up an amenity of one of the landlord's properties",
    body: amenityCreateInput,
    responses: { 201: amenity },
  },
  "amenities.update": {
    access: "landlord",
    tags,
    summary:
      "Edits an amenity; a new capacity applies to future slots, never below the places already booked",
    params: uuidParam,
    body: amenityUpdateInput,
    responses: { 200: amenity },
  },
  "amenities.addClosedDate": {
    access: "landlord",
    tags,
    summary: "Closes an amenity on a date (existing bookings stay; the landlord may cancel them)",
    params: uuidParam,
    body: closedDateInput,
    responses: { 200: amenity },
  },
  "amenities.removeClosedDate": {
    access: "landlord",
    tags,
    params: closedDateParams,
    responses: { 200: amenity },
  },
  "amenities.availability": {
    access: "tenant",
    tags,
    summary: "Free places per slot for the coming days (at most 14), with my booking or waitlist place",
    params: uuidParam,
    query: availabilityQuery,
    responses: { 200: availability },
  },
  "amenities.book": {
    access: "tenant",
    tags,
    summary: "Books one or more consecutive slots, or 409 SLOT_FULL",
    params: uuidParam,
    body: bookingInput,
    responses: { 201: booking },
  },
  "amenities.joinWaitlist": {
    access: "tenant",
    tags,
    summary: "Joins the waitlist of a full slot",
    params: uuidParam,
    body: waitlistInput,
    responses: { 201: booking },
  },
  "amenities.mine": {
    access: "tenant",
    tags,
    summary: "My bookings and waitlist places from today on",
    responses: { 200: bookingList },
  },
  "amenities.cancelMine": {
    access: "tenant",
    tags,
    summary: "Cancels my booking (until the cut-off) or leaves the waitlist",
    params: uuidParam,
    responses: { 200: booking },
  },
  "amenities.dayBookings": {
    access: "landlord",
    tags,
    summary: "An amenity's bookings and waitlist of one Kampala day, with residents' names and units",
    params: uuidParam,
    query: dayBookingsQuery,
    responses: { 200: dayBookings },
  },
  "amenities.landlordCancel": {
    access: "landlord",
    tags,
    summary: "The landlord cancels a booking with a reason; the resident is told and the waitlist moves up",
    params: uuidParam,
    body: landlordCancelInput,
    responses: { 200: booking },
  },
});
