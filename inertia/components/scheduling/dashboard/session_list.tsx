import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import { MentorAvatar } from '~/components/mentoring/mentor_avatar'
import { formatSlot } from '~/components/mentoring/mentor_format'
import { cn } from '~/lib/cn'
import type { DashboardSession } from '~/components/scheduling/dashboard/types'
import { useT } from '~/components/ui/use_t'

type Tone = 'amber' | 'green' | 'slate' | 'brand'

const TONES: Record<Tone, string> = {
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  green: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  slate: 'bg-slate-100 text-slate-800 ring-slate-200',
  brand: 'bg-brand-50 text-brand-900 ring-brand-200',
}

/** Where the session stands, from the viewer's side. */
function useStatus(session: DashboardSession): { text: string; tone: Tone } {
  const t = useT('dashboard.status')
  const name = session.counterpart.name
  switch (session.status) {
    case 'pending':
      return session.awaitingConfirmationFrom === session.role
        ? { text: t('awaitingYou'), tone: 'amber' }
        : { text: t('awaitingThem', { name }), tone: 'amber' }
    case 'confirmed':
      return session.rescheduleAwaitingMe
        ? { text: t('rescheduleAwaitingYou'), tone: 'amber' }
        : { text: t('confirmed'), tone: 'green' }
    case 'completed':
      return session.awaitingFeedback
        ? { text: t('awaitingFeedback'), tone: 'brand' }
        : { text: t('completed'), tone: 'slate' }
    case 'cancelled':
      return { text: t('cancelled'), tone: 'slate' }
  }
}

function SessionItem({ session, idPrefix }: { session: DashboardSession; idPrefix: string }) {
  const intl = useIntl()
  const status = useStatus(session)
  const headingId = `${idPrefix}-session-${session.id}`
  const { counterpart } = session
  return (
    <article
      aria-labelledby={headingId}
      data-session-id={session.id}
      className="flex items-start gap-4"
    >
      <MentorAvatar photoUrl={counterpart.imageUrl} initials={counterpart.initials} />
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {counterpart.profilePath ? (
            <Link
              href={counterpart.profilePath}
              className="rounded hover:text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {counterpart.name}
            </Link>
          ) : (
            counterpart.name
          )}
        </h3>
        <p className="text-sm text-slate-700">
          <time dateTime={session.startsAt}>{formatSlot(intl, session.startsAt)}</time>
          {' · '}
          {intl.formatMessage(
            { id: 'dashboard.session.duration' },
            { minutes: session.durationMinutes }
          )}
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{session.objective}</p>
        <p className="mt-2 flex flex-wrap gap-2">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
              TONES[status.tone]
            )}
          >
            {status.text}
          </span>
          {session.isFreeCall ? (
            <span
              className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1', TONES.slate)}
            >
              {intl.formatMessage({ id: 'dashboard.session.freeCall' })}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  )
}

/**
 * A short list of sessions, each with its time in the viewer's zone (zone
 * named). `idPrefix` keeps ids unique when a session is in two lists.
 */
export function SessionList({
  sessions,
  idPrefix,
}: {
  sessions: DashboardSession[]
  idPrefix: string
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {sessions.map((session) => (
        <li key={session.id} className="py-4 first:pt-0 last:pb-0">
          <SessionItem session={session} idPrefix={idPrefix} />
        </li>
      ))}
    </ul>
  )
}
