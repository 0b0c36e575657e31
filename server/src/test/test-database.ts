import { kampalaToday } from "../../../common/kampala-calendar";
import type { Database } from "../db/client";

/** A test's database, and what to do with it when its app closes. */
export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: where it is (a second instance of the app opens its own pool to it). */
  url?: string;
  release(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Start from the demo seed (without photos), made once per run instead of by each test. */
  demo?: boolean;
}

/** The demo seed's charges and dates follow the day it ran: a copy seeded on another day is not used. */
export const seededToday = (seededOn: string) => seededOn === kampalaToday();
