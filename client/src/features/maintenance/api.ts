import type { ApiErrorBody } from "@common/schemas/errors";
import type {
  MaintenanceCategory,
  MaintenanceRequestDetail,
  MaintenanceRequestDto,
  PriorityInput,
} from "@common/schemas/maintenance";
import { defaultDescription, toStoredPriority } from "@common/schemas/maintenance";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";

/** The server's per-photo limit (server/src/platform/storage/images.ts MAX_UPLOAD_BYTES): 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_ACCEPT = "image/png,image/jpeg,image/webp";
export const PHOTO_TYPES: readonly string[] = PHOTO_ACCEPT.split(",");

export const MAINTENANCE_LIST_KEY = ["/api/maintenance-requests"] as const;
export const NOTIFICATIONS_KEY = ["/api/notifications?limit=3"] as const;
export const maintenanceDetailKey = (id: string) => [`/api/maintenance-requests/${id}`] as const;

export interface MaintenanceList {
  items: MaintenanceRequestDto[];
  nextCursor: string | null;
}

/** GET /api/notifications (server/src/modules/notifications/schemas.ts). */
export interface NotificationItem {
  id: string;
  type: "payment" | "maintenance" | "announcement" | "booking" | "message";
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}
export interface NotificationList {
  items: NotificationItem[];
  nextCursor: string | null;
  unreadCount: number;
}

/** GET /api/maintenance-requests: the tenant's own requests, newest first. */
export function useMaintenanceRequests() {
  return useQuery<MaintenanceList>({ queryKey: MAINTENANCE_LIST_KEY });
}

/** GET /api/maintenance-requests/{id}: one request with its history and photos. */
export function useMaintenanceRequest(id: string | null) {
  return useQuery<MaintenanceRequestDetail>({
    queryKey: maintenanceDetailKey(id ?? ""),
    enabled: id !== null,
  });
}

/** GET /api/notifications?limit=3: the latest notifications and the unread count. */
export function useLatestNotifications() {
  return useQuery<NotificationList>({ queryKey: NOTIFICATIONS_KEY });
}

/** After a request was filed or changed: its list, its details and the notifications are out of date. */
export function invalidateMaintenance(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const key = q.queryKey[0];
      return (
        typeof key === "string" &&
        (key.startsWith("/api/maintenance-requests") || key.startsWith("/api/notifications"))
      );
    },
  });
}

export interface NewMaintenanceRequest {
  priority: PriorityInput;
  category: MaintenanceCategory;
  issue: string;
  description: string;
  contact: string;
  photos: File[];
}

/**
 * POST /api/maintenance-requests as multipart (fields title, priority, category, issue, description,
 * contact and the files as `photos`) with XMLHttpRequest, because fetch reports no upload progress.
 * `onProgress` gets 0–100. Fails with an ApiError carrying the server's message.
 */
export function submitMaintenanceRequest(
  input: NewMaintenanceRequest,
  onProgress: (percent: number) => void,
): Promise<MaintenanceRequestDetail> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/maintenance-requests");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve(JSON.parse(xhr.responseText) as MaintenanceRequestDetail);
        } catch {
          reject(new ApiError(xhr.status, "HTTP_ERROR", ""));
        }
        return;
      }
      let body: Partial<ApiErrorBody> = {};
      try {
        body = JSON.parse(xhr.responseText) as ApiErrorBody;
      } catch {
        /* not JSON: no server message */
      }
      reject(new ApiError(xhr.status, body.code ?? "HTTP_ERROR", body.error ?? "", body.fields));
    };
    const networkError = () =>
      reject(new ApiError(0, "NETWORK_ERROR", "Network error. Check your connection and try again."));
    xhr.onerror = networkError;
    xhr.onabort = networkError;
    const form = new FormData();
    // Text fields first: the server reads every part in order.
    form.append("title", input.issue);
    form.append("priority", toStoredPriority(input.priority));
    form.append("category", input.category);
    form.append("issue", input.issue);
    // An empty description defaults to the issue plus the category key (spec section 5).
    form.append("description", input.description.trim() || defaultDescription(input.issue, input.category));
    if (input.contact.trim()) form.append("contact", input.contact.trim());
    for (const photo of input.photos) form.append("photos", photo, photo.name);
    xhr.send(form);
  });
}
