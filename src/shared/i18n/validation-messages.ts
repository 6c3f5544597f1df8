/**
 * Validation sentences in the page's language (docs/decisions/i18n.md). The shared schemas
 * (src/shared/validation) keep the spec's English wording, which the tests and the API read; a
 * form shows each message through `localizedMessage`, which finds the English sentence among
 * these and answers it in the current language. Only the validation messages are listed, so a
 * form's page ships those and no others.
 */
import { getLocale, m } from './messages.ts';

const VALIDATION_MESSAGES: (() => string)[] = [
  m.v_reason_required,
  m.v_reason_too_long,
  m.v_pause_reason,
  m.v_audit_listing,
  m.v_audit_person,
  m.v_reload_listing,
  m.v_date_format,
  m.v_paid_needs_plan,
  m.v_paid_needs_payment_date,
  m.v_expiry_after_payment,
  m.v_latitude_required,
  m.v_latitude_range,
  m.v_longitude_required,
  m.v_longitude_range,
  m.v_search_text_too_long_admin,
  m.v_listing_name,
  m.v_listing_name_too_long,
  m.v_listing_name_taken,
  m.v_listing_address,
  m.v_listing_city,
  m.v_listing_city_unknown,
  m.v_listing_country,
  m.v_listing_state_province,
  m.v_listing_square_feet_min,
  m.v_listing_square_feet_whole,
  m.v_listing_square_feet_too_large,
  m.v_listing_term_type,
  m.v_listing_storage_type,
  m.v_listing_services,
  m.v_listing_contact_emails,
  m.v_email_invalid,
  m.v_listing_contact_phones,
  m.v_listing_contact_phone_empty,
  m.v_listing_contact_rows,
  m.v_url_invalid,
  m.v_listing_description_short,
  m.v_listing_description_long,
  m.v_listing_photos,
  m.v_listing_photo_foreign,
  m.v_search_text_type,
  m.v_search_text_too_long,
  m.v_location_min,
  m.v_location_too_long,
  m.v_passwords_dont_match,
  m.v_reset_link_invalid,
  m.v_agree_to_terms,
  m.v_confirm_password,
  m.v_username_or_email_required,
  m.v_password_required,
  m.v_current_password,
  m.v_new_password_differs,
  m.v_password_to_confirm,
  m.v_start_date_required,
  m.v_start_date_format,
  m.v_start_date_real,
  m.v_start_date_past,
  m.v_start_date_ahead,
  m.v_quote_warehouse,
  m.v_name_required,
  m.v_company_too_long,
  m.v_space_required,
  m.v_space_number,
  m.v_space_whole,
  m.v_space_positive,
  m.v_space_too_large,
  m.v_space_unit,
  m.v_storage_term,
  m.v_services_from_list,
  m.v_unit_too_long,
  m.v_phone_too_long,
  m.v_username_length,
  m.v_username_characters,
  m.v_password_length,
  m.v_password_rules,
  m.v_message_short,
  m.v_message_long,
  m.v_phone_required,
  m.v_first_name_required,
  m.v_last_name_required,
  m.v_inquiry_type,
  m.v_storage_requirements,
  m.v_agree_terms_conditions,
  m.api_username_taken,
  m.api_email_taken,
  m.api_current_password_wrong,
  m.api_same_email,
  m.api_invalid_credentials,
  m.form_correct_fields,
  m.photo_type,
  m.photo_size,
  m.photo_megapixels,
  m.photo_unreadable,
];

let byEnglish: Map<string, () => string> | undefined;

/** A validation or field message in the current language; text it does not know is shown as it is. */
export function localizedMessage(text: string): string;
export function localizedMessage(text: string | undefined): string | undefined;
export function localizedMessage(text: string | undefined): string | undefined {
  if (!text || getLocale() === 'en') return text;
  byEnglish ??= new Map(
    VALIDATION_MESSAGES.map((message) => [(message as (i: object, o: { locale: 'en' }) => string)({}, { locale: 'en' }), message]),
  );
  return byEnglish.get(text)?.() ?? text;
}
