import type { LeadStatus, SpaceUnit, StorageTermType } from '#src/shared/catalog.ts';
import type { QuoteAnsweredBy } from '#src/shared/api/leads.ts';

/** One quote request for one of the owner's listings, with the buyer's contact details. */
export interface Lead {
  id: string;
  createdAt: string;
  status: LeadStatus;
  statusChangedAt: string | null;
  listing: { id: string; name: string; city: string | null };
  buyer: { name: string; email: string; phone: string; company: string | null };
  spaceNeeded: number;
  spaceUnit: SpaceUnit;
  /** YYYY-MM-DD. */
  startDate: string;
  storageTerm: StorageTermType;
  servicesNeeded: string[];
  message: string;
}

/** GET /api/leads: the owner's leads, newest first, and how many have each status. */
export interface LeadsAnswer {
  leads: Lead[];
  counts: Record<LeadStatus, number>;
}

/** One stored quote request of POST /api/quotes, and who will answer it. */
export interface QuoteRequestReceipt {
  id: string;
  warehouseId: string;
  warehouseName: string;
  answeredBy: QuoteAnsweredBy;
}
