import { expect } from "vitest";
import type { DashboardAnswers } from "../../../common/schemas/dashboard";
import type { TestClient } from "./test-client";

export type Answer = DashboardAnswers["answers"][number];

/** The answers of a composite dashboard read (GET `url`, which must answer 200). */
export async function dashboardAnswers(client: TestClient, url: string): Promise<Answer[]> {
  const r = await client.get(url);
  expect(r.status).toBe(200);
  return (r.body as unknown as DashboardAnswers).answers;
}
