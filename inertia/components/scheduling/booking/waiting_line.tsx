import { useState } from 'react'
import { useIntl } from 'react-intl'
import { WAITING_LINE_RULES } from '#business/sessions'
import { toast } from '~/components/toast'
import { api } from '~/lib/api'
import { cn } from '~/lib/cn'
import { secondaryButtonClass } from '~/components/ui/button'
import { Spinner } from '~/components/loading/spinner'
import { useT } from '~/components/ui/use_t'
import { formatTime } from '~/components/scheduling/time'
import type { Mentor, WaitingLine } from '~/components/scheduling/booking/types'

type Props = {
  mentor: Mentor
  place: WaitingLine
  onChange: (place: WaitingLine) => void
  /** The mentor has no slot this mentee could book in the horizon. */
  full: boolean
  /** The mentee could book this mentor (a free call, a reward or a plan covers it). */
  canJoin: boolean
  viewerZone: string
  /** The slot held for the mentee, as the slots call last answered (fresher than the page's). */
  heldUntil: string | null
}

/**
 * A full mentor's waiting line on the booking page: "Tell me when a slot frees" when the
 * mentee could book but nothing is free; once in line, their number and "Leave the line";
 * while a slot is held for them, until when (the slot itself is marked in the list).
 */
export function WaitingLinePanel({
  mentor,
  place,
  onChange,
  full,
  canJoin,
  viewerZone,
  heldUntil,
}: Props) {
  const t = useT('booking.waitingLine')
  const intl = useIntl()
  const [busy, setBusy] = useState(false)
  const hours = WAITING_LINE_RULES.holdHours
  const until = heldUntil ?? place.hold?.expiresAt ?? null
  const inLine = place.position !== null

  if (!inLine && !until && !(full && canJoin)) return null

  async function call(action: 'join' | 'leave') {
    if (busy) return
    setBusy(true)
    try {
      const answer =
        action === 'join'
          ? await api('scheduling.api.joinWaitingLine', { params: { id: mentor.id } })
          : await api('scheduling.api.leaveWaitingLine', { params: { id: mentor.id } })
      onChange(answer.waitingLine)
      toast({ title: action === 'join' ? t('joined', { name: mentor.firstName }) : t('left') })
    } catch {
      // The API client has shown the server's message; the line is as it was.
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="waiting-line-title"
      className={cn(
        'mt-4 rounded-lg border p-4',
        until ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'
      )}
      data-testid="waiting-line"
    >
      <h3 id="waiting-line-title" className="text-sm font-semibold text-slate-900">
        {until
          ? t('held', { time: formatTime(intl, until, viewerZone) })
          : inLine
            ? t('position', { position: place.position })
            : t('title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {until
          ? t('heldHint')
          : inLine
            ? t('positionHint', { name: mentor.firstName, hours })
            : t('joinHint', { name: mentor.firstName, hours })}
      </p>
      <button
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => call(inLine || until ? 'leave' : 'join')}
        className={cn(secondaryButtonClass, 'mt-3')}
      >
        {busy ? <Spinner size="xs" /> : null}
        {inLine || until ? t('leave') : t('join')}
      </button>
    </section>
  )
}
