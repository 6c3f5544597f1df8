import type { WarehouseStatus } from '#src/shared/catalog.ts';

/** The listing behind a valid claim link: enough to recognise it, nothing an owner keeps private. */
export interface ClaimSummary {
  id: string;
  name: string;
  city: string;
  stateProvince: string;
  country: string;
  /** The first photo's stored URL (see imageSrcSet), or null. */
  image: string | null;
  status: WarehouseStatus;
}
