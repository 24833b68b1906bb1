import { useEffect, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { SESSION_RULES } from '#business/sessions'
import { RatingField } from '~/components/scheduling/rating_field'
import { SessionFormDialog } from '~/components/scheduling/session_dialog'
import { useSessionAction } from '~/components/scheduling/session_actions'
import type { Session } from '~/components/scheduling/types'
import { TextAreaField } from '~/components/ui/field'
import { useT } from '~/components/ui/use_t'
import { api } from '~/lib/api'

type Props = {
  session: Session
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}

type Draft = {
  overallRating: number | null
  communicationRating: number | null
  knowledgeRating: number | null
  wouldRecommend: boolean | null
  publicText: string
  privateText: string
}

const EMPTY: Draft = {
  overallRating: null,
  communicationRating: null,
  knowledgeRating: null,
  wouldRecommend: null,
  publicText: '',
  privateText: '',
}

/**
 * Feedback, once per party after the end: the overall rating is required;
 * communication, knowledge, would-recommend and the texts are optional. The
 * public text is shown to the other party (and, about a mentor, on their
 * profile); the private text is for the administrators only.
 */
export function FeedbackDialog({ session, open, onOpenChange, onDone }: Props) {
  const t = useT()
  const action = useSessionAction()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const name = session.counterpart.firstName
  const prefix = `feedback-${session.id}`

  useEffect(() => {
    if (open) setErrors({})
  }, [open])

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const overallRating = draft.overallRating
    if (overallRating === null) {
      // The error is on the page before the focus lands on the first star, which it describes.
      flushSync(() =>
        setErrors({ overallRating: t('my_sessions.dialogs.feedback.overallRequired') })
      )
      document.querySelector<HTMLInputElement>(`input[name="${prefix}-overall"]`)?.focus()
      return
    }
    const result = await action.run(
      () =>
        api('scheduling.api.sessions.feedback', {
          params: { id: session.id },
          silent: true,
          body: {
            overallRating,
            communicationRating: draft.communicationRating ?? undefined,
            knowledgeRating: draft.knowledgeRating ?? undefined,
            wouldRecommend: draft.wouldRecommend ?? undefined,
            publicText: draft.publicText.trim() || undefined,
            privateText: draft.privateText.trim() || undefined,
          },
        }),
      {
        success: t('my_sessions.toasts.feedbackSent'),
        failure: t('my_sessions.toasts.feedbackFailed'),
      }
    )
    if (result.ok) {
      setDraft(EMPTY)
      onOpenChange(false)
    } else if (result.error) {
      setErrors(result.error.fieldErrors)
    }
    onDone()
  }

  return (
    <SessionFormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={action.busy}
      title={t('my_sessions.dialogs.feedback.title', { name: session.counterpart.name })}
      description={t('my_sessions.dialogs.feedback.description')}
      onSubmit={submit}
      submitLabel={t('my_sessions.dialogs.feedback.submit')}
      formClassName="space-y-5"
    >
      <RatingField
        id={`${prefix}-overall`}
        label={t('my_sessions.dialogs.feedback.overall')}
        value={draft.overallRating}
        onChange={(value) => set('overallRating', value)}
        error={errors.overallRating}
        required
      />
      <RatingField
        id={`${prefix}-communication`}
        label={t('my_sessions.dialogs.feedback.communication')}
        value={draft.communicationRating}
        onChange={(value) => set('communicationRating', value)}
        error={errors.communicationRating}
      />
      <RatingField
        id={`${prefix}-knowledge`}
        label={t('my_sessions.dialogs.feedback.knowledge')}
        value={draft.knowledgeRating}
        onChange={(value) => set('knowledgeRating', value)}
        error={errors.knowledgeRating}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('my_sessions.dialogs.feedback.wouldRecommend', { name })}
        </legend>
        <div className="mt-1.5 flex gap-4">
          {([true, false] as const).map((answer) => (
            <label key={String(answer)} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${prefix}-recommend`}
                checked={draft.wouldRecommend === answer}
                onChange={() => set('wouldRecommend', answer)}
                className="size-4 accent-brand-700"
              />
              {t(answer ? 'my_sessions.dialogs.feedback.yes' : 'my_sessions.dialogs.feedback.no')}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id={`${prefix}-public`}
        label={t('my_sessions.dialogs.feedback.publicText')}
        hint={t(
          session.role === 'mentee'
            ? 'my_sessions.dialogs.feedback.publicHintMentor'
            : 'my_sessions.dialogs.feedback.publicHintMentee',
          { name }
        )}
        error={errors.publicText}
        name="publicText"
        rows={3}
        maxLength={SESSION_RULES.feedbackTextMaxLength}
        value={draft.publicText}
        onChange={(value) => set('publicText', value)}
      />
      <TextAreaField
        id={`${prefix}-private`}
        label={t('my_sessions.dialogs.feedback.privateText')}
        hint={t('my_sessions.dialogs.feedback.privateHint', { name })}
        error={errors.privateText}
        name="privateText"
        rows={3}
        maxLength={SESSION_RULES.feedbackTextMaxLength}
        value={draft.privateText}
        onChange={(value) => set('privateText', value)}
      />
    </SessionFormDialog>
  )
}
