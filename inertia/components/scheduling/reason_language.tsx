import { SESSION_RULES } from '#business/sessions'
import type { Session } from '~/components/scheduling/types'
import { TextAreaField, type TextAreaFieldProps } from '~/components/ui/field'
import { useT } from '~/components/ui/use_t'

/**
 * A reason the other party is e-mailed as it is typed (cancelling,
 * rescheduling): the language they read e-mails in is named, so the writer
 * can write in it. A former member reads nothing: no hint.
 */
export function ReasonLanguage({ session }: { session: Session }) {
  const t = useT()
  const { locale, firstName } = session.counterpart
  if (!locale) return null
  return (
    <span data-testid="reason-language">
      {t('my_sessions.dialogs.reasonLanguage', { name: firstName, language: locale })}
    </span>
  )
}

/** The required reason of a cancel or a reschedule; its hint names the reader's language. */
export function ReasonField({
  session,
  intro,
  ...field
}: Omit<TextAreaFieldProps, 'hint' | 'name'> & { session: Session; intro?: string }) {
  return (
    <TextAreaField
      {...field}
      name="reason"
      required
      maxLength={SESSION_RULES.reasonMaxLength}
      hint={
        intro ? (
          <>
            {intro} <ReasonLanguage session={session} />
          </>
        ) : session.counterpart.locale ? (
          <ReasonLanguage session={session} />
        ) : undefined
      }
    />
  )
}
