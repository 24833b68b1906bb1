import { FEEDBACK_RULES } from '#business/sessions'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'

type Props = {
  id: string
  label: string
  value: number | null
  onChange: (value: number) => void
  error?: string | null
  required?: boolean
}

const STARS = Array.from(
  { length: FEEDBACK_RULES.ratingMax - FEEDBACK_RULES.ratingMin + 1 },
  (_, index) => FEEDBACK_RULES.ratingMin + index
)

/**
 * A 1-5 star rating as a group of native radio buttons: arrow keys move
 * between stars, each star is announced as "3 stars".
 */
export function RatingField({ id, label, value, onChange, error, required }: Props) {
  const t = useT()
  return (
    <fieldset data-rating={id}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="mt-1.5 flex gap-1">
        {STARS.map((star) => {
          const filled = value !== null && star <= value
          return (
            <label
              key={star}
              className="relative rounded-md p-0.5 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-100"
            >
              <input
                type="radio"
                name={id}
                value={star}
                checked={value === star}
                // Each star carries the error, so the one the focus lands on reads it.
                aria-describedby={error ? `${id}-error` : undefined}
                aria-invalid={error ? true : undefined}
                required={required && star === FEEDBACK_RULES.ratingMin}
                onChange={() => onChange(star)}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">
                {t('my_sessions.dialogs.feedback.star', { count: star })}
              </span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                // Outlines of 3:1 or more on white (1.4.11): amber-700 (5:1) round a chosen
                // star, slate-500 (4.8:1) round an empty one.
                className={cn(
                  'size-7',
                  filled ? 'fill-amber-400 text-amber-700' : 'fill-none text-slate-500'
                )}
                stroke="currentColor"
                strokeWidth="1.5"
              >
                <path d="M10 1.8l2.5 5.3 5.7.7-4.2 4 1.1 5.7L10 14.8l-5.1 2.7 1.1-5.7-4.2-4 5.7-.7L10 1.8Z" />
              </svg>
            </label>
          )
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
