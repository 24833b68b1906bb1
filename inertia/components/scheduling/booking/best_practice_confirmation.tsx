import * as Checkbox from '@radix-ui/react-checkbox'
import { describedBy, FieldError } from '~/components/ui/field'
import { CheckIcon } from '~/components/ui/icons'
import { useT } from '~/components/ui/use_t'

/** The booking's last step: the mentee confirms they read the session best practices. */
export function BestPracticeConfirmation({
  checked,
  onChange,
  error,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  error: string | null
}) {
  const t = useT()
  return (
    <div>
      <div className="flex items-start gap-3">
        <Checkbox.Root
          id="booking-confirm"
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('booking-confirm', true, error)}
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none aria-[invalid=true]:border-red-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
        >
          <Checkbox.Indicator className="text-white">
            <CheckIcon />
          </Checkbox.Indicator>
        </Checkbox.Root>
        <div>
          <label htmlFor="booking-confirm" className="text-sm font-medium text-slate-800">
            {t('booking.confirm.label')}
          </label>
          <p id="booking-confirm-hint" className="mt-1 text-sm text-slate-500">
            {t('booking.confirm.hint')}
          </p>
        </div>
      </div>
      <FieldError id="booking-confirm" error={error} />
    </div>
  )
}
