export * from "./auth";
export * from "./leases";
export * from "./properties";
export * from "./users";
