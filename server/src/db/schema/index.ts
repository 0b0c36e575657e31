export * from "./activity";
export * from "./auth";
export * from "./leases";
export * from "./payouts";
export * from "./properties";
export * from "./users";
