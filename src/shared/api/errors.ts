import { m } from '#src/shared/i18n/messages.ts';
/** The JSON error body of every endpoint: a sentence for people, and per-field messages for forms. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** The 404 for a warehouse id that names no listed (active) warehouse, malformed ids included. */
export const warehouseNotListed = () => m.api_warehouse_not_listed();
