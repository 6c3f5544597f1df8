/** The listing a valid link is for. */
export interface AvailabilityLinkListing {
  id: string;
  name: string;
  city: string;
  stateProvince: string;
  /** When availability was last confirmed, before this link. */
  availabilityConfirmedAt: string;
  /** What the owner confirms: the space free and from when, as the listing states them. */
  spaceAvailableSqFt: number | null;
  spaceAvailablePallets: number | null;
  availableFrom: string | null;
}
