import { useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { SESSION_RULES } from '#business/sessions'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { CancelDialog } from '~/components/scheduling/cancel_dialog'
import { FeedbackDialog } from '~/components/scheduling/feedback_dialog'
import { MeetingLinkDialog } from '~/components/scheduling/meeting_link_dialog'
import { NotesDialog } from '~/components/scheduling/notes_dialog'
import { NoShowActions } from '~/components/scheduling/no_show_actions'
import { RescheduleDialog } from '~/components/scheduling/reschedule_dialog'
import { quickCall, sessionAction, type QuickAction } from '~/components/scheduling/session_actions'
import type { Session } from '~/components/scheduling/types'
import { useT } from '~/components/ui/use_t'
import { SessionHeader } from '~/components/scheduling/session_card_header'
import { SessionDetails } from '~/components/scheduling/session_card_details'

const HOUR_MS = 3_600_000

type Dialog = 'cancel' | 'reschedule' | 'notes' | 'feedback' | 'meetingLink' | null

type Props = {
  session: Session
  viewerZone: string
  /** Date.now() refreshed by the page's timer; null before hydration. */
  now: number | null
  /** Called after every action so the list is read again. */
  onChanged: () => void
}

/**
 * One session on My Sessions: who with, when (the viewer's zone, named, and
 * the mentor's beside it), its state and what the viewer may do now. The
 * join button follows the clock; every other action follows the server's
 * `can`, which it checks again.
 */
export function SessionCard({ session, viewerZone, now, onChanged }: Props) {
  const t = useT()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [pending, setPending] = useState<QuickAction | null>(null)
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
  function dialogProps(name: Exclude<Dialog, null>) {
    return {
      session,
      open: dialog === name,
      onOpenChange: (open: boolean) => setDialog(open ? name : null),
      onDone: onChanged,
    }
  }

  /** Acts at once (confirm, accept or decline a new time), with its toasts; the list is read again. */
  async function quickAction(action: QuickAction, success: string, failure: string) {
    setPending(action)
    await sessionAction(t, quickCall(action, session.id), { success, failure })
    setPending(null)
    onChanged()
  }

  function quickButton(
    action: QuickAction,
    className: string,
    texts: { label: string; success: string; failure: string }
  ) {
    return (
      <button
        type="button"
        disabled={pending !== null}
        onClick={() => quickAction(action, t(texts.success), t(texts.failure))}
        className={className}
      >
        {pending === action ? <Spinner size="xs" /> : null}
        {t(texts.label)}
      </button>
    )
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
      <SessionHeader session={session} headingId={headingId} />

      <SessionDetails
        session={session}
        viewerZone={viewerZone}
        live={live}
        timeGone={timeGone}
        timeGoneId={timeGoneId}
        timeGoneNext={timeGoneNext}
      />

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
        {can.confirm
          ? quickButton('confirm', primaryButtonClass, {
              label: 'my_sessions.actions.confirm',
              success: 'my_sessions.toasts.confirmed',
              failure: 'my_sessions.toasts.confirmFailed',
            })
          : null}
        {can.confirmReschedule
          ? quickButton('confirmReschedule', primaryButtonClass, {
              label: 'my_sessions.actions.confirmReschedule',
              success: 'my_sessions.toasts.rescheduleConfirmed',
              failure: 'my_sessions.toasts.rescheduleConfirmFailed',
            })
          : null}
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
        {can.declineReschedule
          ? quickButton('declineReschedule', secondaryButtonClass, {
              label: 'my_sessions.actions.declineReschedule',
              success: 'my_sessions.toasts.rescheduleDeclined',
              failure: 'my_sessions.toasts.rescheduleDeclineFailed',
            })
          : null}
        {can.feedback ? (
          <button
            type="button"
            onClick={() => setDialog('feedback')}
            className={primaryButtonClass}
          >
            {t('my_sessions.actions.feedback')}
          </button>
        ) : null}
        <NoShowActions session={session} viewerZone={viewerZone} onDone={onChanged} />
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
        {counterpart.id !== null ? (
          // The conversation with the other party (mentoring's), to ask before or follow up after.
          <Link
            route="mentoring.conversations.with"
            routeParams={{ userId: counterpart.id }}
            className={secondaryButtonClass}
          >
            {t('my_sessions.actions.message', { name: counterpart.firstName })}
          </Link>
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
