/** The meters module's SQL (decision 0063): meters, readings and disputes, each scoped by its caller's check. */
export * from "./disputes";
export * from "./meters";
export * from "./readings";
