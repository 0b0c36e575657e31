/**
 * The key that names what posted a charge (decision 0059): unique per lease (charges_lease_source_key), so a
 * source that posts the same charge twice (a job run again, a retried request) adds nothing. The migration that
 * introduced the keys (db/migrations/0030) gave existing charges the same keys.
 */
export const sourceKey = {
  rent: (period: string) => `rent:${period}`,
  petRent: (petId: string, period: string) => `pet_rent:${petId}:${period}`,
  petFee: (petId: string) => `fee:${petId}`,
  petDeposit: (petId: string) => `deposit:${petId}`,
  leaseDeposit: () => "deposit:lease",
  recurring: (recurringChargeId: string, period: string) => `recurring:${recurringChargeId}:${period}`,
  utility: (readingId: string) => `utility:${readingId}`,
  oneOff: (requestKey: string) => `one_off:${requestKey}`,
} as const;
