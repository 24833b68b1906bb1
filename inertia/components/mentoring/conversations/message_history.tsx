import { useLayoutEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { MessageText } from '~/components/mentoring/conversations/message_text'
import { secondaryButtonClass } from '~/components/ui/button'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import { useT } from '~/components/ui/use_t'
import { cn } from '~/lib/cn'

type Props = {
  conversation: Data.Mentoring.Conversation
  messages: Data.Mentoring.ConversationMessage[]
  hasEarlier: boolean
  loadingEarlier: boolean
  onLoadEarlier: () => Promise<boolean>
}

/** Near enough to the bottom that a new message should bring the view down with it. */
const FOLLOW_PX = 120

/**
 * The conversation's messages, oldest at the top and the newest last, in a scrolling box that
 * stays at the bottom as messages arrive (unless the reader scrolled up to read older ones),
 * and keeps its place when earlier messages are loaded above. "Seen" under the viewer's last
 * message once the other party has read it.
 */
export function MessageHistory({
  conversation,
  messages,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
}: Props) {
  const t = useT()
  const intl = useIntl()
  const box = useRef<HTMLDivElement>(null)
  const previous = useRef({ first: 0, last: 0, height: 0 })

  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const first = messages[0]?.id ?? 0
    const last = messages.at(-1)?.id ?? 0
    const before = previous.current
    if (before.first && first < before.first && last === before.last) {
      // Earlier messages loaded above: the ones being read stay where they were.
      element.scrollTop += element.scrollHeight - before.height
    } else if (
      !before.last ||
      messages.at(-1)?.mine ||
      before.height - element.scrollTop - element.clientHeight < FOLLOW_PX
    ) {
      element.scrollTop = element.scrollHeight
    }
    previous.current = { first, last, height: element.scrollHeight }
  }, [messages])

  const lastMine = [...messages].reverse().find((message) => message.mine)
  const seenId = lastMine && conversation.theirLastReadId >= lastMine.id ? lastMine.id : null
  const historyLabel = t('conversations.page.historyLabel', { name: conversation.other.name })

  async function loadEarlier() {
    if (!(await onLoadEarlier())) {
      toast({ title: t('conversations.page.loadEarlierFailed'), variant: 'destructive' })
    }
  }

  return (
    <div
      ref={box}
      role="region"
      aria-label={historyLabel}
      tabIndex={0}
      className="max-h-[60vh] min-h-48 overflow-y-auto px-3 py-4 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset sm:px-5"
    >
      {hasEarlier ? (
        <div className="mb-4 text-center">
          <button
            type="button"
            onClick={loadEarlier}
            disabled={loadingEarlier}
            className={secondaryButtonClass}
          >
            {loadingEarlier ? <Spinner size="xs" /> : null}
            {t(
              loadingEarlier
                ? 'conversations.page.loadingEarlier'
                : 'conversations.page.loadEarlier'
            )}
          </button>
        </div>
      ) : null}
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-message-id={message.id}
            data-mine={message.mine ? 'true' : 'false'}
            className={cn('flex flex-col', message.mine ? 'items-end' : 'items-start')}
          >
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2 shadow-sm',
                message.mine
                  ? 'rounded-br-sm bg-brand-700 text-white'
                  : 'rounded-bl-sm bg-slate-100 text-slate-900'
              )}
            >
              <p className="sr-only">
                {message.mine ? t('conversations.page.you') : conversation.other.name}
              </p>
              <MessageText body={message.body} />
              <time
                dateTime={message.createdAt}
                className={cn(
                  'mt-1 block text-right text-xs',
                  message.mine ? 'text-brand-50' : 'text-slate-600'
                )}
              >
                {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </div>
            {message.id === seenId ? (
              <p className="mt-1 text-xs text-slate-600" data-testid="message-seen">
                {t('conversations.page.seen')}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
