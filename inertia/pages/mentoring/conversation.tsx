import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Composer } from '~/components/mentoring/conversations/composer'
import { ConversationHeader } from '~/components/mentoring/conversations/conversation_header'
import { MessageHistory } from '~/components/mentoring/conversations/message_history'
import { useConversation } from '~/components/mentoring/conversations/use_conversation'
import { useT } from '~/components/ui/use_t'

type Props = {
  conversation: Data.Mentoring.Conversation
  /** The newest page of messages, oldest first. */
  history: Data.Mentoring.ConversationMessage[]
  hasEarlier: boolean
}

/**
 * `/messages/:id` (and `/messages/with/:userId` before the first message): one conversation,
 * its history newest last, new messages as they arrive, and the composer, or why the viewer
 * cannot write (a block, a party who left).
 */
export default function ConversationPage(props: Props) {
  const t = useT()
  const state = useConversation({ ...props, messages: props.history })
  const { conversation, messages, arrived } = state
  const name = conversation.other.name
  const notice = conversation.cannotWrite
    ? t(
        {
          blocked_by_me: 'conversations.state.blockedByMe',
          blocked_by_them: 'conversations.state.blockedByThem',
          former_member: 'conversations.state.formerMember',
        }[conversation.cannotWrite],
        { name }
      )
    : null

  return (
    <>
      <Head title={t('conversations.page.title', { name })} />
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:px-8">
        <Link
          route="mentoring.conversations"
          className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          ← {t('conversations.page.back')}
        </Link>
        <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <ConversationHeader conversation={conversation} onChange={state.setConversation} />
          {conversation.reportedByMe ? (
            <p className="border-b border-slate-200 bg-amber-50 px-5 py-3 text-sm text-amber-900">
              {t('conversations.state.reported')}
            </p>
          ) : null}
          {messages.length ? (
            <MessageHistory
              conversation={conversation}
              messages={messages}
              hasEarlier={state.hasEarlier}
              loadingEarlier={state.loadingEarlier}
              onLoadEarlier={state.loadEarlier}
            />
          ) : (
            <div className="px-5 py-8 text-center">
              <h2 className="text-base font-semibold text-slate-900">
                {t('conversations.page.startTitle', { name })}
              </h2>
              <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600">
                {t('conversations.page.startHint', { name })}
              </p>
            </div>
          )}
          {notice ? (
            <p
              data-testid="conversation-notice"
              className="border-t border-slate-200 bg-slate-50 px-5 py-4 text-sm text-slate-800"
            >
              {notice}
            </p>
          ) : (
            <Composer conversation={conversation} onSent={state.sent} />
          )}
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {arrived ? t('conversations.page.newMessage', { name }) : ''}
        </p>
      </div>
    </>
  )
}
