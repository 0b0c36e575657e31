import type { MaintenanceCategory, PriorityInput } from "@common/schemas/maintenance";
import { toStoredPriority } from "@common/schemas/maintenance";
import { upload } from "@/lib/upload";

export interface NewMaintenanceRequest {
  priority: PriorityInput;
  category: MaintenanceCategory;
  /** A preset issue's key (PRESET_ISSUES): the server stores it and answers it in the reader's words. */
  issue: string;
  description: string;
  contact: string;
  photos: File[];
}

/**
 * POST /api/maintenance-requests as multipart (fields title, priority, category, issue, description, contact
 * and the files as `photos`), with upload progress 0-100. Fails with an ApiError carrying the server's message.
 */
export function submitMaintenanceRequest(
  input: NewMaintenanceRequest,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  // Text fields first: the server reads every part in order.
  form.append("title", input.issue);
  form.append("priority", toStoredPriority(input.priority));
  form.append("category", input.category);
  form.append("issue", input.issue);
  // An empty description is left to the server: the issue plus the category key (spec section 5).
  if (input.description.trim()) form.append("description", input.description.trim());
  if (input.contact.trim()) form.append("contact", input.contact.trim());
  for (const photo of input.photos) form.append("photos", photo, photo.name);
  return upload("maintenance.create", form, { onProgress });
}
