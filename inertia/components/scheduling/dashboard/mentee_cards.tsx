import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import { formatRate, formatSlot } from '~/components/mentoring/mentor_format'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { DashboardSection, EmptyState, linkClass } from '~/components/scheduling/dashboard/section'
import type { MenteeDashboard } from '~/components/scheduling/dashboard/types'
import { useT } from '~/components/ui/use_t'
import { urlFor } from '~/client'

/** The industries the user chose at onboarding (edited in the basic profile). */
export function Industries({ industries }: { industries: MenteeDashboard['industries'] }) {
  const t = useT('dashboard')
  return (
    <DashboardSection
      id="industries"
      title={t('industries.title')}
      action={
        industries.length
          ? { href: urlFor('accounts.settings.basic'), label: t('industries.edit') }
          : undefined
      }
    >
      {industries.length === 0 ? (
        <EmptyState
          title={t('industries.emptyTitle')}
          hint={t('industries.emptyHint')}
          action={{ href: urlFor('accounts.settings.basic'), label: t('industries.add') }}
        />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {industries.map((industry) => (
            <li
              key={industry.id}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
            >
              {industry.name}
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}

/** The user's own latest notes (private to them), with the session they belong to. */
export function RecentNotes({ notes }: { notes: MenteeDashboard['notes'] }) {
  const intl = useIntl()
  const t = useT('dashboard')
  return (
    <DashboardSection
      id="notes"
      title={t('notes.title')}
      description={t('notes.private')}
      action={
        notes.length
          ? {
              href: urlFor('scheduling.sessions', undefined, { qs: { tab: 'all' } }),
              label: t('notes.all'),
            }
          : undefined
      }
    >
      {notes.length === 0 ? (
        <EmptyState
          title={t('notes.emptyTitle')}
          hint={t('notes.emptyHint')}
          action={{ href: urlFor('scheduling.sessions'), label: t('goToSessions') }}
        />
      ) : (
        <ul className="space-y-4">
          {notes.map((note) => (
            <li key={note.sessionId} data-note-session-id={note.sessionId}>
              <article aria-labelledby={`dashboard-note-${note.sessionId}`}>
                <h3
                  id={`dashboard-note-${note.sessionId}`}
                  className="text-sm font-semibold text-slate-900"
                >
                  {t('notes.session', { name: note.counterpartName })}
                </h3>
                <p className="text-xs text-slate-600">
                  <time dateTime={note.sessionStartsAt}>
                    {formatSlot(intl, note.sessionStartsAt)}
                  </time>
                </p>
                <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-slate-700">
                  {note.excerpt}
                </p>
                <Link
                  route="scheduling.sessions"
                  qs={{ tab: 'all' }}
                  className={`${linkClass} mt-1 inline-block`}
                >
                  {t('notes.open')}
                  <span className="sr-only">
                    {' '}
                    ({t('notes.session', { name: note.counterpartName })})
                  </span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}

/** The referral offer; the programme's own figures are on /settings/referrals. */
export function ReferAndEarn({ referral }: { referral: MenteeDashboard['referral'] }) {
  const intl = useIntl()
  const t = useT('dashboard')
  return (
    <DashboardSection
      id="refer"
      title={t('refer.title')}
      className="bg-gradient-to-br from-brand-50 to-white"
    >
      <ul className="space-y-2 text-sm text-slate-700">
        <li>{t('refer.friend', { percent: referral.friendDiscountPercent })}</li>
        <li>{t('refer.credit', { amount: formatRate(intl, referral.creditPerConversion) })}</li>
        <li>{t('refer.freeSession', { count: referral.conversionsPerFreeSession })}</li>
      </ul>
      <Link route="referrals.settings" className={`${primaryButtonClass} mt-4`}>
        {t('refer.cta')}
      </Link>
    </DashboardSection>
  )
}

/** A call with the team, on their booking page. */
export function AdvisorCall({ advisorCall }: { advisorCall: MenteeDashboard['advisorCall'] }) {
  const t = useT('dashboard')
  return (
    <DashboardSection id="advisor" title={t('advisor.title')} description={t('advisor.intro')}>
      {advisorCall.bookingUrl ? (
        <a
          href={advisorCall.bookingUrl}
          target="_blank"
          rel="noreferrer"
          className={secondaryButtonClass}
        >
          {t('advisor.cta')}
          <span className="sr-only"> ({t('opensInNewTab')})</span>
        </a>
      ) : (
        <Link route="pages.contact" className={secondaryButtonClass}>
          {t('advisor.contact')}
        </Link>
      )}
    </DashboardSection>
  )
}
