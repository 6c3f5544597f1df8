import { NO_LISTING_FACTS, type ListingFacts } from '#src/shared/listing-facts.ts';
import type { ListingInput } from '#src/shared/validation/listing.ts';

type FactInputs = Pick<ListingInput, keyof ListingFacts>;

/** A saved listing's facts as the form's boxes hold them: numbers and dates as text, yes/no as 'yes'/'no'/''. */
export function factFormDefaults(facts: ListingFacts): FactInputs {
  const text = (v: number | string | null) => (v === null ? '' : String(v));
  const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'yes' : 'no');
  return {
    spaceAvailableSqFt: text(facts.spaceAvailableSqFt),
    spaceAvailablePallets: text(facts.spaceAvailablePallets),
    availableFrom: text(facts.availableFrom),
    minimumTermMonths: text(facts.minimumTermMonths),
    pricePerPalletMonth: text(facts.pricePerPalletMonth),
    pricePerSqFtYear: text(facts.pricePerSqFtYear),
    clearHeightFt: text(facts.clearHeightFt),
    dockDoors: text(facts.dockDoors),
    driveInDoors: text(facts.driveInDoors),
    temperatureMinC: text(facts.temperatureMinC),
    temperatureMaxC: text(facts.temperatureMaxC),
    certifications: facts.certifications,
    racking: yesNo(facts.racking),
    sprinklers: yesNo(facts.sprinklers),
  };
}

/** A new listing's facts in the form: every box blank, no certification, yes/no "not stated". */
export const NEW_FACT_VALUES = factFormDefaults(NO_LISTING_FACTS);
