import { useId } from 'react';
import type { SpaceUnit } from '#src/shared/catalog.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** The quiz's last question, optional: how much space, so the results put listings with room first and show estimates. */
export function QuizSpaceField({
  space,
  spaceUnit,
  onChange,
}: {
  space: string;
  spaceUnit: SpaceUnit;
  onChange: (space: string, spaceUnit: SpaceUnit) => void;
}) {
  const id = useId();
  return (
    <div className="mt-5">
      <label htmlFor={id} className="field-label">
        {m.quiz_how_much_space_do()}
      </label>
      <div className="flex gap-2 sm:max-w-sm">
        <input
          id={id}
          inputMode="numeric"
          className="field-input min-w-0"
          value={space}
          onChange={(e) => onChange(e.target.value, spaceUnit)}
        />
        <select
          aria-label={m.quiz_unit_space()}
          className="field-input w-auto"
          value={spaceUnit}
          onChange={(e) => onChange(space, e.target.value as SpaceUnit)}
        >
          <option value="pallet_positions">{m.quiz_pallets()}</option>
          <option value="square_feet">{m.quiz_sq_ft()}</option>
        </select>
      </div>
    </div>
  );
}
