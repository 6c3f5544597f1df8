import { useEffect, useId, useReducer, useRef, type ReactNode } from 'react';
import { showToastAfterResults } from '#src/client/toast.ts';
import { SERVICES } from '#src/shared/catalog.ts';
import {
  BUSINESS_TYPES,
  citiesFor,
  PRODUCT_TYPES,
  provincesFor,
  QUIZ_COUNTRIES,
  QUIZ_STORAGE_TYPE_OPTIONS,
  STORAGE_DURATIONS,
  UNSURE,
} from '#src/shared/quiz/options.ts';
import { recommendedServices } from '#src/shared/quiz/mappings.ts';
import {
  businessNextLabel,
  canContinue,
  INITIAL_QUIZ,
  PROGRESS_DOTS,
  progressDot,
  quizReducer,
  type QuizStep,
} from '#src/shared/quiz/state.ts';
import { QUIZ_COMPLETE_TOAST, quizSearchUrl } from '#src/shared/quiz/url.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { QuizSpaceField } from './QuizSpaceField.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { regionLabel } from '#src/shared/i18n/labels/regions.ts';

const STEP_TITLES: Record<QuizStep, { title: () => string; intro: () => string }> = {
  1: { title: m.quiz_step_where, intro: m.quiz_step_where_intro },
  2: { title: m.quiz_step_storage, intro: m.quiz_step_storage_intro },
  2.5: { title: m.quiz_step_products, intro: m.quiz_step_products_intro },
  3: { title: m.quiz_step_services, intro: m.quiz_step_services_intro },
  3.5: { title: m.quiz_step_business, intro: m.quiz_step_business_intro },
  4: { title: m.quiz_step_term, intro: m.quiz_step_term_intro },
};

function OptionCard({
  type,
  name,
  checked,
  onChange,
  children,
  hint,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus)] ${
        checked ? 'border-brand bg-brand-soft text-ink' : 'border-line bg-surface text-ink hover:bg-surface-muted'
      }`}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 shrink-0 accent-[var(--brand)] focus-visible:outline-none"
      />
      <span className="flex flex-col">
        <span className="font-medium">{children}</span>
        {hint && <span className="text-xs text-ink-muted">{hint}</span>}
      </span>
    </label>
  );
}

function ProgressDots({ step }: { step: QuizStep }) {
  const current = progressDot(step);
  return (
    <div className="flex items-center gap-2">
      <ol className="flex items-center gap-2" aria-hidden="true">
        {Array.from({ length: PROGRESS_DOTS }, (_, i) => (
          <li
            key={i}
            className={`h-2.5 rounded-full transition-all ${i + 1 === current ? 'w-6 bg-brand' : i + 1 < current ? 'w-2.5 bg-brand' : 'w-2.5 bg-line'}`}
          />
        ))}
      </ol>
      <span className="text-xs font-medium text-ink-muted">
        {m.quiz_step_current_progress_dots({ current, progress_dots: PROGRESS_DOTS })}
      </span>
    </div>
  );
}

/**
 * The warehouse quiz dialog (docs/decisions/quiz.md). Every rule lives in src/shared/quiz/;
 * this is the view. Answers survive closing the dialog and are emptied when the quiz completes.
 */
export function WarehouseQuiz({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [state, dispatch] = useReducer(quizReducer, INITIAL_QUIZ);
  const { step, answers } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each step starts with its question for screen reader and keyboard users.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  function complete() {
    const url = quizSearchUrl(answers);
    dispatch({ type: 'reset' });
    onClose();
    showToastAfterResults({
      found: { ...QUIZ_COMPLETE_TOAST, variant: 'success' },
      none: { title: QUIZ_COMPLETE_TOAST.title },
    });
    window.location.assign(url);
  }

  const provinces = provincesFor(answers.country);
  const provinceDisabled = answers.country === '' || answers.country === UNSURE;
  const cities = citiesFor(answers.province);
  const recommendations = recommendedServices(answers);
  const recommendationsApplied =
    recommendations.length > 0 &&
    recommendations.length === answers.servicesNeeded.length &&
    recommendations.every((s) => answers.servicesNeeded.includes(s));
  const title = STEP_TITLES[step].title();
  const intro = STEP_TITLES[step].intro();

  return (
    <Dialog open={open} onClose={onClose} title={m.quiz_warehouse_quiz()} size="max-w-2xl">
      <div className="flex flex-col gap-5">
        <ProgressDots step={step} />
        <div>
          <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            {title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{intro}</p>
        </div>

        <div className="max-h-[55vh] overflow-y-auto pr-1">
          {step === 1 && (
            <div className="flex flex-col gap-5">
              <fieldset>
                <legend className="field-label">{m.compare_country()}</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {QUIZ_COUNTRIES.map((c) => (
                    <OptionCard
                      key={c.value}
                      type="radio"
                      name={`${id}-country`}
                      checked={answers.country === c.value}
                      onChange={() => dispatch({ type: 'setCountry', country: c.value })}
                    >
                      {c.label}
                    </OptionCard>
                  ))}
                </div>
              </fieldset>
              <div>
                <label htmlFor={`${id}-province`} className="field-label">
                  {m.compare_province_or_state()}
                </label>
                <select
                  id={`${id}-province`}
                  className="field-input"
                  disabled={provinceDisabled}
                  value={answers.province}
                  onChange={(e) => dispatch({ type: 'setProvince', province: e.target.value })}
                >
                  <option value="">
                    {provinceDisabled ? m.quiz_choose_country_first() : m.quiz_select_province_or_state()}
                  </option>
                  {provinces.map((p) => (
                    <option key={p.code} value={p.code}>
                      {regionLabel(p)}
                    </option>
                  ))}
                  {!provinceDisabled && <option value={UNSURE}>{m.quiz_i_m_not_sure()}</option>}
                </select>
              </div>
              <fieldset>
                <legend className="field-label">{m.quiz_cities()}</legend>
                {cities.length === 0 ? (
                  <p className="rounded-lg border border-dashed border-line px-3 py-3 text-sm text-ink-muted">
                    {answers.province === UNSURE ? m.quiz_we_will_search_whole() : m.quiz_select_province_state_first()}
                  </p>
                ) : (
                  <div className="grid gap-2 sm:grid-cols-2">
                    {cities.map((c) => (
                      <OptionCard
                        key={c.value}
                        type="checkbox"
                        name={`${id}-cities`}
                        checked={answers.cities.includes(c.value)}
                        onChange={() => dispatch({ type: 'toggleCity', city: c.value })}
                      >
                        {c.label}
                      </OptionCard>
                    ))}
                  </div>
                )}
              </fieldset>
            </div>
          )}

          {step === 2 && (
            <fieldset>
              <legend className="sr-only">{m.search_storage_type_facet()}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {QUIZ_STORAGE_TYPE_OPTIONS.map((o) => (
                  <OptionCard
                    key={o.value}
                    type="radio"
                    name={`${id}-storage`}
                    checked={answers.storageType === o.value}
                    onChange={() => dispatch({ type: 'setStorageType', storageType: o.value })}
                  >
                    {o.label}
                  </OptionCard>
                ))}
              </div>
            </fieldset>
          )}

          {step === 2.5 && (
            <fieldset>
              <legend className="sr-only">{m.quiz_products()}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {PRODUCT_TYPES.map((p) => (
                  <OptionCard
                    key={p.value}
                    type="checkbox"
                    name={`${id}-products`}
                    checked={answers.productTypes.includes(p.value)}
                    onChange={() => dispatch({ type: 'toggleProduct', product: p.value })}
                  >
                    {p.label}
                  </OptionCard>
                ))}
              </div>
            </fieldset>
          )}

          {step === 3 && (
            <div className="flex flex-col gap-4">
              {state.storageTypeFromProducts && (
                <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink">
                  {m.quiz_based_products_we_suggest()} <strong>{answers.storageType}</strong>.
                </p>
              )}
              {recommendations.length > 0 && (
                <div className="rounded-xl border border-brand/40 bg-brand-soft p-4">
                  <p className="text-sm font-semibold text-ink">{m.quiz_recommended()}</p>
                  <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={m.quiz_recommended_services()}>
                    {recommendations.map((s) => (
                      <li key={s} className="badge bg-surface text-ink">
                        {s}
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="btn-primary mt-3"
                    disabled={recommendationsApplied}
                    onClick={() => dispatch({ type: 'useRecommendations' })}
                  >
                    {recommendationsApplied ? m.quiz_recommendations_applied() : m.quiz_use_these_recommendations()}
                  </button>
                </div>
              )}
              <button
                type="button"
                className="self-start text-left text-sm font-medium text-brand underline underline-offset-2 hover:text-brand-strong"
                onClick={() => dispatch({ type: 'askBusinessType' })}
              >
                {m.quiz_i_m_not_sure_2()}
              </button>
              <fieldset>
                <legend className="field-label">{m.search_services()}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {SERVICES.map((s) => (
                    <OptionCard
                      key={s}
                      type="checkbox"
                      name={`${id}-services`}
                      checked={answers.servicesNeeded.includes(s)}
                      onChange={() => dispatch({ type: 'toggleService', service: s })}
                    >
                      {s}
                    </OptionCard>
                  ))}
                </div>
              </fieldset>
            </div>
          )}

          {step === 3.5 && (
            <fieldset>
              <legend className="sr-only">{m.quiz_business_type()}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {BUSINESS_TYPES.map((b) => (
                  <OptionCard
                    key={b.value}
                    type="radio"
                    name={`${id}-business`}
                    checked={answers.businessType === b.value}
                    onChange={() => dispatch({ type: 'setBusinessType', businessType: b.value })}
                  >
                    {b.label}
                  </OptionCard>
                ))}
              </div>
            </fieldset>
          )}

          {step === 4 && (
            <fieldset>
              <legend className="sr-only">{m.quiz_storage_duration()}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {STORAGE_DURATIONS.map((d) => (
                  <OptionCard
                    key={d.value}
                    type="radio"
                    name={`${id}-duration`}
                    hint={d.hint}
                    checked={answers.storageDuration === d.value}
                    onChange={() => dispatch({ type: 'setDuration', storageDuration: d.value })}
                  >
                    {d.label}
                  </OptionCard>
                ))}
              </div>
              <QuizSpaceField
                space={answers.space}
                spaceUnit={answers.spaceUnit}
                onChange={(space, spaceUnit) => dispatch({ type: 'setSpace', space, spaceUnit })}
              />
            </fieldset>
          )}
        </div>

        <div className="flex items-center justify-between gap-3 border-t border-line pt-4">
          {step > 1 ? (
            <button type="button" className="btn-ghost" onClick={() => dispatch({ type: 'back' })}>
              {m.quiz_back()}
            </button>
          ) : (
            <span />
          )}
          {step === 4 ? (
            <button type="button" className="btn-primary" onClick={complete}>
              {m.search_find_warehouses()}
            </button>
          ) : (
            <button
              type="button"
              className="btn-primary"
              disabled={!canContinue(state)}
              onClick={() => dispatch({ type: 'next' })}
            >
              {step === 3.5 ? businessNextLabel(answers.businessType) : m.pagination_next()}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
