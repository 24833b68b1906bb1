import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { ConversationListItem } from '~/components/mentoring/conversations/conversation_list_item'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { useT } from '~/components/ui/use_t'
import { useChannel } from '~/lib/realtime'

type Props = {
  conversations: Data.Mentoring.ConversationSummary[]
  pagination: Data.Mentoring.Pagination
}

/**
 * `/messages`: the member's conversations, those with unread messages first, then the latest.
 * A message to the member (or a conversation read in another tab) reads the list again, as
 * does the subscription once made (what came between the page's answer and it was missed).
 */
export default function ConversationsPage({ conversations, pagination }: Props) {
  const t = useT()
  const { user } = usePage().props
  const reload = () => router.reload({ only: ['conversations', 'pagination'] })
  useChannel(user ? `users/${user.id}/messages` : null, { onMessage: reload, onReady: reload })
  const pageHref = (page: number) => urlFor('mentoring.conversations', {}, { qs: { page } })

  return (
    <>
      <Head title={t('conversations.title')} />
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {t('conversations.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('conversations.intro')}</p>
        {conversations.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">
              {t('conversations.empty.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('conversations.empty.hint')}</p>
            <Link route="mentoring.mentors" className={`${primaryButtonClass} mt-6`}>
              {t('conversations.empty.browse')}
            </Link>
          </div>
        ) : (
          <ul
            aria-label={t('conversations.list.label')}
            className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationListItem conversation={conversation} />
              </li>
            ))}
          </ul>
        )}
        {pagination.pages > 1 ? (
          <nav
            aria-label={t('conversations.list.page', {
              page: pagination.page,
              pages: pagination.pages,
            })}
            className="mt-6 flex flex-wrap items-center justify-between gap-3"
          >
            {pagination.page > 1 ? (
              <Link href={pageHref(pagination.page - 1)} className={secondaryButtonClass}>
                {t('conversations.list.previous')}
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-600">
              {t('conversations.list.page', { page: pagination.page, pages: pagination.pages })}
            </p>
            {pagination.hasMore ? (
              <Link href={pageHref(pagination.page + 1)} className={secondaryButtonClass}>
                {t('conversations.list.next')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </>
  )
}
