import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import type { Session } from '~/components/scheduling/types'
import { useT } from '~/components/ui/use_t'

const STATUS_CLASSES: Record<Session['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  completed: 'bg-slate-100 text-slate-800 ring-slate-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
}

function Badge({
  className,
  children,
  kind,
}: {
  className: string
  children: ReactNode
  kind: string
}) {
  return (
    <span
      data-badge={kind}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        className
      )}
    >
      {children}
    </span>
  )
}

/** A session card's head: the other party (picture, name, role, length) and the state's badges. */
export function SessionHeader({ session, headingId }: { session: Session; headingId: string }) {
  const t = useT()
  const { counterpart } = session
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex items-start gap-3">
        {counterpart.imageUrl ? (
          <img
            src={counterpart.imageUrl}
            alt=""
            className="size-12 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
          >
            {counterpart.initials}
          </span>
        )}
        <div>
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {counterpart.profilePath ? (
              <a
                href={counterpart.profilePath}
                className="hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                {t('my_sessions.card.withMentor', { name: counterpart.name })}
              </a>
            ) : (
              t('my_sessions.card.withMentee', { name: counterpart.name })
            )}
          </h3>
          <p className="text-sm text-slate-600">
            {t(
              session.role === 'mentor'
                ? 'my_sessions.card.roleMentor'
                : 'my_sessions.card.roleMentee'
            )}
            {' · '}
            {t('my_sessions.card.duration', { minutes: session.durationMinutes })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge kind="status" className={STATUS_CLASSES[session.status]}>
          {t(`my_sessions.status.${session.status}`)}
        </Badge>
        {session.awaitingConfirmationFrom ? (
          <Badge kind="awaiting-confirmation" className="bg-amber-50 text-amber-900 ring-amber-300">
            {session.awaitingConfirmationFrom === session.role
              ? t('my_sessions.badges.awaitingMyConfirmation')
              : t('my_sessions.badges.awaitingTheirConfirmation', {
                  name: counterpart.firstName,
                })}
          </Badge>
        ) : null}
        {session.reschedule ? (
          <Badge kind="reschedule-requested" className="bg-brand-50 text-brand-900 ring-brand-300">
            {t('my_sessions.badges.rescheduleRequested')}
          </Badge>
        ) : null}
        {session.awaitingFeedback ? (
          <Badge kind="awaiting-feedback" className="bg-violet-50 text-violet-900 ring-violet-300">
            {t('my_sessions.badges.awaitingFeedback')}
          </Badge>
        ) : null}
        {session.isFreeCall ? (
          <Badge kind="free-call" className="bg-slate-50 text-slate-800 ring-slate-300">
            {t('my_sessions.card.freeCall')}
          </Badge>
        ) : null}
      </div>
    </div>
  )
}
