/**
 * Saved searches and their alert mails (docs/decisions/compare-and-alerts.md): the frequencies a
 * visitor chooses from and how long each waits between two mails.
 */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

const MINUTE_MS = 60 * 1000;
/** The least time between two alert mails of one saved search; 'off' sends none. */
export const ALERT_INTERVAL_MS: Record<Exclude<AlertFrequency, 'off'>, number> = {
  instant: 15 * MINUTE_MS,
  daily: 24 * 60 * MINUTE_MS,
  weekly: 7 * 24 * 60 * MINUTE_MS,
};

/** How many listing cards one alert mail shows; the rest are behind its "see all" link. */
export const ALERT_MAIL_CARDS = 10;
/** How many saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 20;

/** The page a mail's unsubscribe link opens; it asks for a click before anything changes. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The API address of RFC 8058's one-click POST (List-Unsubscribe), and of the confirm page's button. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';
