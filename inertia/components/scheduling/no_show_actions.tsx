import { useState } from 'react'
import { useIntl } from 'react-intl'
import { secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { NoShowDialog, type NoShowMode } from '~/components/scheduling/no_show_dialog'
import { formatDay, formatTime } from '~/components/scheduling/time'
import type { Session } from '~/components/scheduling/types'
import { useT } from '~/components/ui/use_t'

type Props = {
  session: Session
  viewerZone: string
  onDone: () => void
}

/**
 * The card's no-show buttons (report one after the end, dispute one reported against the viewer),
 * each opening its dialog, as the server's `can` allows them.
 */
export function NoShowActions({ session, viewerZone, onDone }: Props) {
  const intl = useIntl()
  const t = useT()
  const [open, setOpen] = useState<NoShowMode | null>(null)
  const { can } = session
  const mode: NoShowMode | null = can.disputeNoShow ? 'dispute' : can.reportNoShow ? 'report' : null
  if (!mode) return null
  const hintId = `session-${session.id}-no-show-hint`
  const until = mode === 'report' ? session.noShowReportUntil : null
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(mode)}
        aria-describedby={until ? hintId : undefined}
        className={cn(secondaryButtonClass, mode === 'report' && 'text-red-800')}
      >
        {t(
          mode === 'report'
            ? 'my_sessions.actions.reportNoShow'
            : 'my_sessions.actions.disputeNoShow'
        )}
      </button>
      {until ? (
        <p id={hintId} className="w-full text-xs text-slate-600">
          {t('my_sessions.card.noShow.reportHint', {
            day: formatDay(intl, until, viewerZone),
            time: formatTime(intl, until, viewerZone),
          })}
        </p>
      ) : null}
      <NoShowDialog
        session={session}
        mode={mode}
        open={open === mode}
        onOpenChange={(next) => setOpen(next ? mode : null)}
        onDone={onDone}
      />
    </>
  )
}
