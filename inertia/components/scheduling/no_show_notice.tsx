import { useIntl } from 'react-intl'
import { formatDay, formatTime } from '~/components/scheduling/time'
import type { Session } from '~/components/scheduling/types'
import { useT } from '~/components/ui/use_t'

/**
 * A no-show the session carries, as the viewer reads it: who reported whom, both notes, until
 * when it can be disputed, and its outcome (the credit back for a mentee whose mentor was absent).
 */
export function NoShowNotice({ session, viewerZone }: { session: Session; viewerZone: string }) {
  const intl = useIntl()
  const t = useT()
  const noShow = session.noShow
  if (!noShow) return null
  const name = session.counterpart.firstName
  const key = (part: string) => `my_sessions.card.noShow.${part}`
  const until = {
    day: formatDay(intl, noShow.disputeUntil, viewerZone),
    time: formatTime(intl, noShow.disputeUntil, viewerZone),
    name,
  }
  const [myNote, theirNote] = noShow.reportedByMe
    ? [noShow.reportNote, noShow.disputeNote]
    : [noShow.disputeNote, noShow.reportNote]
  const state =
    noShow.status === 'reported'
      ? t(key(noShow.reportedByMe ? 'openByMe' : 'openByThem'), until)
      : t(key(noShow.status))
  return (
    <section
      aria-label={t(key('title'))}
      data-testid="no-show"
      data-no-show-status={noShow.status}
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{t(key('title'))}</p>
      <p className="mt-1">
        {t(key(noShow.reportedByMe ? 'reportedByMe' : 'reportedByThem'), { name })}
      </p>
      <p className="mt-1">{state}</p>
      {noShow.creditReturned && session.role === 'mentee' ? (
        <p className="mt-1">{t(key('creditReturned'))}</p>
      ) : null}
      {myNote ? (
        <p className="mt-1 break-words whitespace-pre-line">{t(key('myNote'), { note: myNote })}</p>
      ) : null}
      {theirNote ? (
        <p className="mt-1 break-words whitespace-pre-line">
          {t(key('theirNote'), { name, note: theirNote })}
        </p>
      ) : null}
      {noShow.decisionNote ? (
        <p className="mt-1 break-words whitespace-pre-line">
          {t(key('teamNote'), { note: noShow.decisionNote })}
        </p>
      ) : null}
    </section>
  )
}
