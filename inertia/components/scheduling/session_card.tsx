import { useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { SESSION_RULES } from '#business/sessions'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { CancelDialog } from '~/components/scheduling/cancel_dialog'
import { FeedbackDialog } from '~/components/scheduling/feedback_dialog'
import { MeetingLinkDialog } from '~/components/scheduling/meeting_link_dialog'
import { NotesDialog } from '~/components/scheduling/notes_dialog'
import { RescheduleDialog } from '~/components/scheduling/reschedule_dialog'
import { sessionAction } from '~/components/scheduling/session_actions'
import { formatDay, formatTime, sameClock, zoneName } from '~/components/scheduling/time'
import type { SessionView } from '~/components/scheduling/types'
import { useT } from '~/components/ui/use_t'

const HOUR_MS = 3_600_000

type Dialog = 'cancel' | 'reschedule' | 'notes' | 'feedback' | 'meetingLink' | null

type Props = {
  session: SessionView
  viewerZone: string
  /** Date.now() refreshed by the page's timer; null before hydration. */
  now: number | null
  /** Called after every action so the list is read again. */
  onChanged: () => void
}

const STATUS_CLASSES: Record<SessionView['status'], string> = {
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

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

/**
 * One session on My Sessions: who with, when (the viewer's zone, named, and
 * the mentor's beside it), its state and what the viewer may do now. The
 * join button follows the clock; every other action follows the server's
 * `can`, which it checks again.
 */
export function SessionCard({ session, viewerZone, now, onChanged }: Props) {
  const intl = useIntl()
  const t = useT()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [pending, setPending] = useState<string | null>(null)
  const { counterpart, can } = session
  const headingId = `session-${session.id}-title`
  const live = session.status === 'pending' || session.status === 'confirmed'
  const startsAtMs = Date.parse(session.startsAt)
  const endsAtMs = Date.parse(session.endsAt)
  const ended = now === null ? !live : now >= endsAtMs
  const joinOpen =
    now === null
      ? can.join
      : session.status === 'confirmed' &&
        !!session.meetingLink &&
        now >= Date.parse(session.joinOpensAt) &&
        now < endsAtMs
  const hoursLeft = now === null ? null : (startsAtMs - now) / HOUR_MS
  const mentorClockDiffers = !sameClock(session.startsAt, viewerZone, session.mentorTimeZone)

  const viewerTime = t('my_sessions.card.yourTime', {
    day: formatDay(intl, session.startsAt, viewerZone),
    start: formatTime(intl, session.startsAt, viewerZone),
    end: formatTime(intl, session.endsAt, viewerZone),
    zone: zoneName(viewerZone, intl.locale),
  })
  const mentorTime = t('my_sessions.card.mentorTime', {
    start: formatTime(intl, session.startsAt, session.mentorTimeZone),
    end: formatTime(intl, session.endsAt, session.mentorTimeZone),
    zone: zoneName(session.mentorTimeZone, intl.locale),
  })

  function dialogProps(name: Exclude<Dialog, null>) {
    return {
      session,
      open: dialog === name,
      onOpenChange: (open: boolean) => setDialog(open ? name : null),
      onDone: onChanged,
    }
  }

  async function quickAction(key: string, path: string, success: string, failure: string) {
    setPending(key)
    await sessionAction(t, path, {}, { success, failure })
    setPending(null)
    onChanged()
  }

  function openReschedule() {
    if (!can.reschedule) {
      toast({
        title: t('my_sessions.actions.cannotReschedule', {
          hours: SESSION_RULES.rescheduleNoticeHours,
        }),
        description: t('my_sessions.dialogs.reschedule.rule', {
          hours: SESSION_RULES.rescheduleNoticeHours,
        }),
        variant: 'destructive',
      })
      return
    }
    setDialog('reschedule')
  }

  function openCancel() {
    if (!can.cancel) {
      toast({
        title: t('my_sessions.toasts.cancelFailed'),
        description: t('my_sessions.dialogs.cancel.rule', {
          hours: SESSION_RULES.cancelNoticeHours,
        }),
        variant: 'destructive',
      })
      return
    }
    setDialog('cancel')
  }

  // A proposal whose time was taken since: it cannot be confirmed; another may be proposed.
  const timeGone = !!session.reschedule && !session.reschedule.timeAvailable
  const timeGoneId = `session-${session.id}-reschedule-gone`
  const timeGoneNext = session.reschedule?.awaitingMe
    ? can.reschedule
      ? 'my_sessions.card.rescheduleTimeGoneProposeOrDecline'
      : 'my_sessions.card.rescheduleTimeGoneDecline'
    : can.reschedule
      ? 'my_sessions.card.rescheduleTimeGonePropose'
      : 'my_sessions.card.rescheduleTimeGoneKept'

  // The reschedule notice period has passed (or the server says no) and no request is open.
  const tooLateToReschedule =
    live &&
    !session.reschedule &&
    !can.reschedule &&
    (hoursLeft === null || hoursLeft <= SESSION_RULES.rescheduleNoticeHours)
  const tooLateToCancel = live && !can.cancel && !ended

  return (
    <article
      aria-labelledby={headingId}
      data-session-id={session.id}
      data-status={session.status}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
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
              {initialsOf(counterpart.name)}
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
            <Badge
              kind="awaiting-confirmation"
              className="bg-amber-50 text-amber-900 ring-amber-300"
            >
              {session.awaitingConfirmationFrom === session.role
                ? t('my_sessions.badges.awaitingMyConfirmation')
                : t('my_sessions.badges.awaitingTheirConfirmation', {
                    name: counterpart.firstName,
                  })}
            </Badge>
          ) : null}
          {session.reschedule ? (
            <Badge
              kind="reschedule-requested"
              className="bg-brand-50 text-brand-900 ring-brand-300"
            >
              {t('my_sessions.badges.rescheduleRequested')}
            </Badge>
          ) : null}
          {session.awaitingFeedback ? (
            <Badge
              kind="awaiting-feedback"
              className="bg-violet-50 text-violet-900 ring-violet-300"
            >
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

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-slate-700">{t('my_sessions.card.when')}</dt>
        <dd className="text-slate-900">
          <p data-testid="session-time">{viewerTime}</p>
          {mentorClockDiffers ? (
            <p className="text-slate-600" data-testid="session-mentor-time">
              {mentorTime}
            </p>
          ) : null}
        </dd>
        <dt className="font-medium text-slate-700">{t('my_sessions.card.objective')}</dt>
        <dd className="break-words text-slate-900">{session.objective}</dd>
        <dt className="font-medium text-slate-700">{t('my_sessions.card.tool')}</dt>
        <dd className="text-slate-900">{t(`booking.tools.${session.communicationTool}`)}</dd>
      </dl>

      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">
          {t('my_sessions.card.details')}
        </summary>
        <dl className="mt-2 space-y-2">
          <div>
            <dt className="font-medium text-slate-700">{t('my_sessions.card.problem')}</dt>
            <dd className="break-words text-slate-900">{session.problem}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{t('my_sessions.card.desiredOutcome')}</dt>
            <dd className="break-words text-slate-900">{session.desiredOutcome}</dd>
          </div>
          {live ? (
            <div>
              <dt className="font-medium text-slate-700">{t('my_sessions.card.meetingLink')}</dt>
              <dd className="break-all text-slate-900">
                {session.meetingLink ?? t('my_sessions.card.noMeetingLink')}
              </dd>
            </div>
          ) : null}
        </dl>
      </details>

      {session.reschedule ? (
        <div
          className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="reschedule-request"
        >
          <p className="font-semibold">{t('my_sessions.card.rescheduleTitle')}</p>
          <p className="mt-1">
            {t(
              session.reschedule.awaitingMe
                ? 'my_sessions.card.rescheduleByThem'
                : 'my_sessions.card.rescheduleByMe',
              {
                name: counterpart.firstName,
                day: formatDay(intl, session.reschedule.startsAt, viewerZone),
                start: formatTime(intl, session.reschedule.startsAt, viewerZone),
                end: formatTime(intl, session.reschedule.endsAt, viewerZone),
              }
            )}
          </p>
          <p className="mt-1 break-words">
            {t('my_sessions.card.rescheduleReason', { reason: session.reschedule.reason })}
          </p>
          {timeGone ? (
            <div id={timeGoneId} data-testid="reschedule-time-gone" className="mt-2">
              <p className="font-semibold">{t('my_sessions.card.rescheduleTimeGone')}</p>
              <p>{t(timeGoneNext)}</p>
            </div>
          ) : null}
        </div>
      ) : null}

      {session.cancellation ? (
        <div className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">
            {t('my_sessions.card.cancelledBy', { by: session.cancellation.by })}
          </p>
          {session.cancellation.reason ? (
            <p className="mt-1 break-words">
              {t('my_sessions.card.cancelReason', { reason: session.cancellation.reason })}
            </p>
          ) : null}
        </div>
      ) : null}

      {session.myFeedback || session.theirFeedback || session.myNote ? (
        <div className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          {session.theirFeedback ? (
            <FeedbackSummary
              title={t('my_sessions.card.theirFeedback', { name: counterpart.firstName })}
              feedback={session.theirFeedback}
            />
          ) : null}
          {session.myFeedback ? (
            <FeedbackSummary
              title={t('my_sessions.card.myFeedback')}
              feedback={session.myFeedback}
            />
          ) : null}
          {session.myNote ? (
            <div className="rounded-lg bg-slate-50 p-3" data-testid="my-note">
              <p className="font-semibold text-slate-800">{t('my_sessions.card.myNote')}</p>
              <p className="mt-1 line-clamp-4 break-words whitespace-pre-line text-slate-700">
                {session.myNote.body}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}

      <div
        role="group"
        aria-label={t('my_sessions.card.actions', { name: counterpart.name })}
        className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4"
      >
        {live && !ended ? (
          joinOpen && session.meetingLink ? (
            <a
              href={session.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className={primaryButtonClass}
            >
              {t('my_sessions.actions.join')}
            </a>
          ) : (
            <button
              type="button"
              disabled
              aria-describedby={`session-${session.id}-join-hint`}
              className={primaryButtonClass}
            >
              {t('my_sessions.actions.join')}
            </button>
          )
        ) : null}
        {can.confirm ? (
          <button
            type="button"
            disabled={pending !== null}
            onClick={() =>
              quickAction(
                'confirm',
                `/api/sessions/${session.id}/confirm`,
                t('my_sessions.toasts.confirmed'),
                t('my_sessions.toasts.confirmFailed')
              )
            }
            className={primaryButtonClass}
          >
            {pending === 'confirm' ? <Spinner size="xs" /> : null}
            {t('my_sessions.actions.confirm')}
          </button>
        ) : null}
        {can.confirmReschedule ? (
          <button
            type="button"
            disabled={pending !== null}
            onClick={() =>
              quickAction(
                'confirmReschedule',
                `/api/sessions/${session.id}/reschedule/confirm`,
                t('my_sessions.toasts.rescheduleConfirmed'),
                t('my_sessions.toasts.rescheduleConfirmFailed')
              )
            }
            className={primaryButtonClass}
          >
            {pending === 'confirmReschedule' ? <Spinner size="xs" /> : null}
            {t('my_sessions.actions.confirmReschedule')}
          </button>
        ) : null}
        {timeGone && can.reschedule ? (
          <button
            type="button"
            onClick={openReschedule}
            aria-describedby={timeGoneId}
            className={primaryButtonClass}
          >
            {t('my_sessions.actions.proposeAnotherTime')}
          </button>
        ) : null}
        {can.declineReschedule ? (
          <button
            type="button"
            disabled={pending !== null}
            onClick={() =>
              quickAction(
                'declineReschedule',
                `/api/sessions/${session.id}/reschedule/decline`,
                t('my_sessions.toasts.rescheduleDeclined'),
                t('my_sessions.toasts.rescheduleDeclineFailed')
              )
            }
            className={secondaryButtonClass}
          >
            {pending === 'declineReschedule' ? <Spinner size="xs" /> : null}
            {t('my_sessions.actions.declineReschedule')}
          </button>
        ) : null}
        {can.feedback ? (
          <button
            type="button"
            onClick={() => setDialog('feedback')}
            className={primaryButtonClass}
          >
            {t('my_sessions.actions.feedback')}
          </button>
        ) : null}
        {live && !ended && !session.reschedule ? (
          <button
            type="button"
            onClick={openReschedule}
            aria-describedby={
              tooLateToReschedule ? `session-${session.id}-reschedule-hint` : undefined
            }
            className={secondaryButtonClass}
          >
            {t('my_sessions.actions.reschedule')}
          </button>
        ) : null}
        {can.editMeetingLink ? (
          <button
            type="button"
            onClick={() => setDialog('meetingLink')}
            className={secondaryButtonClass}
          >
            {t(
              session.meetingLink
                ? 'my_sessions.actions.meetingLink'
                : 'my_sessions.actions.addMeetingLink'
            )}
          </button>
        ) : null}
        {can.notes ? (
          <button type="button" onClick={() => setDialog('notes')} className={secondaryButtonClass}>
            {t(session.myNote ? 'my_sessions.actions.editNotes' : 'my_sessions.actions.addNotes')}
          </button>
        ) : null}
        {live && !ended ? (
          <button
            type="button"
            onClick={openCancel}
            aria-describedby={tooLateToCancel ? `session-${session.id}-cancel-hint` : undefined}
            className={cn(secondaryButtonClass, 'text-red-800')}
          >
            {t('my_sessions.actions.cancel')}
          </button>
        ) : null}
      </div>
      {live && !ended ? (
        <div className="mt-2 space-y-1 text-xs text-slate-600">
          {!joinOpen ? (
            <p id={`session-${session.id}-join-hint`}>
              {t('my_sessions.card.joinOpens', { minutes: SESSION_RULES.joinOpensMinutesBefore })}
            </p>
          ) : null}
          {tooLateToReschedule ? (
            <p id={`session-${session.id}-reschedule-hint`}>
              {t('my_sessions.actions.cannotReschedule', {
                hours: SESSION_RULES.rescheduleNoticeHours,
              })}
            </p>
          ) : null}
          {tooLateToCancel ? (
            <p id={`session-${session.id}-cancel-hint`}>
              {t('my_sessions.card.cannotCancel', { hours: SESSION_RULES.cancelNoticeHours })}
            </p>
          ) : null}
        </div>
      ) : null}

      {can.cancel ? <CancelDialog {...dialogProps('cancel')} viewerZone={viewerZone} /> : null}
      {can.reschedule ? (
        <RescheduleDialog {...dialogProps('reschedule')} viewerZone={viewerZone} />
      ) : null}
      {can.notes ? <NotesDialog {...dialogProps('notes')} /> : null}
      {can.feedback ? <FeedbackDialog {...dialogProps('feedback')} /> : null}
      {can.editMeetingLink ? <MeetingLinkDialog {...dialogProps('meetingLink')} /> : null}
    </article>
  )
}

function FeedbackSummary({
  title,
  feedback,
}: {
  title: string
  feedback: NonNullable<SessionView['theirFeedback']>
}) {
  const t = useT()
  return (
    <div className="rounded-lg bg-slate-50 p-3" data-testid="feedback-summary">
      <p className="font-semibold text-slate-800">{title}</p>
      <p className="mt-1 text-slate-700">
        {t('my_sessions.card.rating', { rating: feedback.overallRating })}
      </p>
      {feedback.wouldRecommend !== null ? (
        <p className="text-slate-700">
          {t(
            feedback.wouldRecommend
              ? 'my_sessions.card.wouldRecommend'
              : 'my_sessions.card.wouldNotRecommend'
          )}
        </p>
      ) : null}
      {feedback.publicText ? (
        <p className="mt-1 break-words whitespace-pre-line text-slate-700">{feedback.publicText}</p>
      ) : null}
    </div>
  )
}
