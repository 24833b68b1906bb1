import { useIntl } from 'react-intl'
import {
  formatDay,
  formatWeekdayAndDate,
  formatTime,
  sameClock,
  zoneName,
} from '~/components/scheduling/time'
import { zoneCity } from '#business/time_zones'
import type { Session } from '~/components/scheduling/types'
import { useT } from '~/components/ui/use_t'
import { NoShowNotice } from '~/components/scheduling/no_show_notice'

/**
 * What a session card says about the session: when (the viewer's zone, named,
 * and the mentor's beside it when their clock differs; a daylight-saving change
 * since the booking in either party's zone), the request, a
 * reschedule request or a cancellation, the feedback left and the viewer's note.
 */
export function SessionDetails({
  session,
  viewerZone,
  live,
  timeGone,
  timeGoneId,
  timeGoneNext,
}: {
  session: Session
  viewerZone: string
  /** Pending or confirmed. */
  live: boolean
  /** The proposed new time was taken since. */
  timeGone: boolean
  timeGoneId: string
  timeGoneNext: string
}) {
  const intl = useIntl()
  const t = useT()
  const { counterpart } = session
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

  return (
    <>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-slate-700">{t('my_sessions.card.when')}</dt>
        <dd className="text-slate-900">
          <p data-testid="session-time">{viewerTime}</p>
          {mentorClockDiffers ? (
            <p className="text-slate-600" data-testid="session-mentor-time">
              {mentorTime}
            </p>
          ) : null}
          {session.clockChanges.map((change) => (
            <p key={change.at + change.zone} className="text-slate-600" data-testid="clock-change">
              {t('my_sessions.card.clockChange', {
                date: formatWeekdayAndDate(intl, change.at, change.zone),
                city: zoneCity(change.zone, intl.locale),
              })}
            </p>
          ))}
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

      <NoShowNotice session={session} viewerZone={viewerZone} />

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
    </>
  )
}

function FeedbackSummary({
  title,
  feedback,
}: {
  title: string
  feedback: NonNullable<Session['theirFeedback']>
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
