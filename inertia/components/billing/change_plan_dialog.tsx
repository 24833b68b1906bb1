import { useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useReturnFocus } from '~/components/ui/return_focus'
import { PRICES_EUR } from '#business/pricing'
import type { Data } from '@generated/data'
import { SubmitButton } from '~/components/ui/submit_button'
import { inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import type { Translate } from '~/components/ui/use_t'

/** A paid plan and period the subscription may move to. */
export type PlanChoice = Data.Billing.Subscription['canChangeTo'][number]

export function ChangePlanDialog({
  open,
  onOpenChange,
  subscription,
  busy,
  onConfirm,
  money,
  t,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  subscription: Data.Billing.Subscription
  busy: boolean
  onConfirm: (choice: PlanChoice) => void
  money: (cents: number) => string
  t: Translate
}) {
  const options = subscription.canChangeTo
  const returnFocus = useReturnFocus()
  const [choice, setChoice] = useState(0)
  const chosen = options[Math.min(choice, options.length - 1)]

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          {...returnFocus}
          onKeyDown={closeOnEscapeLeftByToast(() => !busy && onOpenChange(false))}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {t('changeDialog.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t('changeDialog.description')}
          </Dialog.Description>
          <form
            className="mt-5"
            onSubmit={(event) => {
              event.preventDefault()
              if (chosen) onConfirm(chosen)
            }}
          >
            <label
              htmlFor="change-plan-choice"
              className="block text-sm font-medium text-slate-800"
            >
              {t('changeDialog.label')}
            </label>
            <select
              id="change-plan-choice"
              value={choice}
              onChange={(event) => setChoice(Number(event.target.value))}
              className={cn(inputClass, 'mt-1.5')}
            >
              {options.map((option, index) => (
                <option key={`${option.plan}-${option.period}`} value={index}>
                  {t('changeDialog.option', {
                    plan: t(`plan.${option.plan}`),
                    period: t(`periods.${option.period}`),
                    price: money(PRICES_EUR[option.plan][option.period] * 100),
                  })}
                </option>
              ))}
            </select>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={busy} className={secondaryButtonClass}>
                  {t('changeDialog.close')}
                </button>
              </Dialog.Close>
              <SubmitButton
                busy={busy}
                busyLabel={t('changeDialog.confirm')}
                disabled={!chosen || undefined}
                className={primaryButtonClass}
              >
                {t('changeDialog.confirm')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
