import { SESSION_RULES } from '#business/sessions'
import { cn } from '~/lib/cn'
import { usePausedAnnouncement } from '~/lib/use_paused_announcement'
import { useT, type Translate } from '~/components/ui/use_t'

/** The session-request text rule (SESSION_RULES.textMinLength..textMaxLength), or null when met. */
export function textLengthError(t: Translate, value: string) {
  const length = value.trim().length
  if (length === 0) return t('booking.validation.required')
  if (length < SESSION_RULES.textMinLength)
    return t('booking.validation.minLength', { min: SESSION_RULES.textMinLength })
  if (length > SESSION_RULES.textMaxLength)
    return t('booking.validation.maxLength', { max: SESSION_RULES.textMaxLength })
  return null
}

/** "123 / 500 characters" under a text area; amber until the minimum is reached. */
export function LengthCounter({
  id,
  value,
  max,
  min = SESSION_RULES.textMinLength,
}: {
  id: string
  value: string
  max: number
  min?: number
}) {
  const t = useT()
  const length = value.trim().length
  const counted = t('booking.fields.counter', { count: value.length, max })
  // Read out once typing pauses (the field is also described by the count).
  const announced = usePausedAnnouncement(value ? counted : '')
  return (
    <>
      <p
        id={id}
        data-testid={id}
        className={cn(
          'mt-1 text-right text-xs tabular-nums',
          length > 0 && length < min ? 'text-amber-800' : 'text-slate-500'
        )}
      >
        {counted}
      </p>
      <p className="sr-only" aria-live="polite" data-testid={`${id}-announcement`}>
        {announced}
      </p>
    </>
  )
}
