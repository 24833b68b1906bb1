import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { PartyAvatar } from '~/components/mentoring/conversations/party_avatar'
import { useT } from '~/components/ui/use_t'
import { cn } from '~/lib/cn'

/** When a message was written: the time today, else the date (the viewer's zone). */
function useWhen() {
  const intl = useIntl()
  return (iso: string) => {
    const date = new Date(iso)
    const sameDay =
      intl.formatDate(date, { dateStyle: 'short' }) ===
      intl.formatDate(new Date(), { dateStyle: 'short' })
    return intl.formatDate(date, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium' })
  }
}

/** One conversation on the Messages page: who with, the latest message's start, what is unread. */
export function ConversationListItem({
  conversation,
}: {
  conversation: Data.Mentoring.ConversationSummary
}) {
  const t = useT()
  const when = useWhen()
  const { other, lastMessage, unreadCount } = conversation
  const unread = unreadCount > 0
  return (
    <Link
      route="mentoring.conversations.show"
      routeParams={{ id: conversation.id }}
      data-conversation-id={conversation.id}
      data-unread={unread ? 'true' : 'false'}
      className={cn(
        'flex items-start gap-3 px-4 py-4 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset sm:px-5',
        unread && 'bg-brand-50/60'
      )}
    >
      <PartyAvatar party={other} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={cn('truncate text-slate-900', unread ? 'font-bold' : 'font-semibold')}>
            {other.name}
          </span>
          {lastMessage ? (
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-slate-600">
              {when(lastMessage.createdAt)}
            </time>
          ) : null}
        </span>
        <span
          className={cn(
            'mt-0.5 block truncate text-sm',
            unread ? 'font-medium text-slate-900' : 'text-slate-600'
          )}
        >
          {lastMessage
            ? lastMessage.mine
              ? t('conversations.list.you', { text: lastMessage.excerpt })
              : lastMessage.excerpt
            : t('conversations.list.noMessage')}
        </span>
        {unread || conversation.blocked ? (
          <span className="mt-1.5 flex flex-wrap gap-2">
            {unread ? (
              <span className="inline-flex items-center rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t('conversations.list.unread', { count: unreadCount })}
              </span>
            ) : null}
            {conversation.blocked ? (
              <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset">
                {t('conversations.list.blocked')}
              </span>
            ) : null}
          </span>
        ) : null}
      </span>
    </Link>
  )
}
