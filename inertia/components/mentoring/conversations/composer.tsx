import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { CONVERSATION_RULES } from '#business/messages'
import { urlFor } from '~/client'
import { SubmitButton } from '~/components/ui/submit_button'
import { primaryButtonClass } from '~/components/ui/button'
import { Field, inputClass } from '~/components/ui/field'
import { useApiForm } from '~/components/ui/use_api_form'
import { useT } from '~/components/ui/use_t'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'

type Props = {
  conversation: Data.Mentoring.Conversation
  onSent: (message: Data.Mentoring.ConversationMessage) => void
}

/**
 * Writing a message: a text area (1 to 2,000 characters, line breaks kept), sent with the
 * button or Ctrl+Enter. The first message of a new conversation opens it, and the page becomes
 * the conversation's. A refusal (a limit, a block) shows under the text area in the reader's
 * language, besides the API client's notification.
 */
export function Composer({ conversation, onSent }: Props) {
  const t = useT()
  const form = useApiForm<'body'>()
  const [body, setBody] = useState('')
  const id = 'conversation-message'
  const name = conversation.other.name
  const max = CONVERSATION_RULES.maxLength

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (form.processing) return
    const text = body.trim()
    if (!text) return form.showErrors({ body: t('conversations.validation.body.required') })
    const result = await form.send(
      () =>
        conversation.id === null
          ? api('mentoring.api.conversations.store', {
              body: { userId: conversation.other.userId!, body: text },
            })
          : api('mentoring.api.conversations.send', {
              params: { id: conversation.id },
              body: { body: text },
            }),
      (failure) => {
        if (!(failure instanceof ApiError)) return
        // A limit or a block in the server's words, where the writer looks.
        if (!failure.fieldErrors.body && failure.status !== 0)
          form.showErrors({ body: failure.message })
        if (failure.errorCode === 'UNKNOWN_ERROR' && failure.status) {
          toast({
            title: t('conversations.composer.failed'),
            description: t('conversations.composer.failedDescription'),
            variant: 'destructive',
          })
        }
      }
    )
    if (!result) return
    setBody('')
    const answer = result.answer
    if ('conversation' in answer && conversation.id === null) {
      const opened = answer.conversation as Data.Mentoring.Conversation
      router.visit(urlFor('mentoring.conversations.show', { id: opened.id! }), { replace: true })
      return
    }
    onSent(answer.message)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      className="border-t border-slate-200 p-3 sm:p-5"
    >
      <Field
        id={id}
        label={t('conversations.composer.label', { name })}
        hint={t('conversations.composer.hint', { max })}
        error={form.errors.body}
      >
        {(control) => (
          <textarea
            {...control}
            name="body"
            rows={3}
            required
            maxLength={max}
            value={body}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setBody(event.target.value)
              form.clearError('body')
            }}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <div className="mt-2 flex items-center justify-between gap-3">
        <p className="text-xs text-slate-600 tabular-nums">
          {t('conversations.composer.counter', { count: body.length, max })}
        </p>
        <SubmitButton
          busy={form.processing}
          busyLabel={t('conversations.composer.sending')}
          className={primaryButtonClass}
        >
          {t('conversations.composer.send')}
        </SubmitButton>
      </div>
    </form>
  )
}
