import { useIntl } from 'react-intl'
import { OUTCOME_RULES } from '#business/outcomes'
import { DashboardSection, EmptyState } from '~/components/scheduling/dashboard/section'
import type { MentorDashboard } from '~/components/scheduling/dashboard/types'
import { useT } from '~/components/ui/use_t'

type Outcomes = MentorDashboard['outcomes']

/**
 * What the mentor's mentees answered to the outcome follow-up: how many reached their goal,
 * and their lines, by month and without names; nothing but the count until enough answered
 * for no answer to point to its mentee.
 */
export function MentorOutcomes({ outcomes }: { outcomes: Outcomes }) {
  const intl = useIntl()
  const t = useT('dashboard')
  const min = OUTCOME_RULES.mentorViewMinAnswers
  const month = (value: string) =>
    intl.formatDate(`${value}-01T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' })

  return (
    <DashboardSection
      id="outcomes"
      title={t('outcomes.title')}
      description={t('outcomes.intro', { days: OUTCOME_RULES.followUpAfterDays })}
    >
      {outcomes.answers === 0 ? (
        <EmptyState title={t('outcomes.emptyTitle')} hint={t('outcomes.emptyHint', { min })} />
      ) : outcomes.answers < min ? (
        <p className="text-sm text-slate-700" data-testid="mentor-outcome-summary">
          {t('outcomes.tooFew', { count: outcomes.answers, min })}
        </p>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-900" data-testid="mentor-outcome-summary">
            {t('outcomes.summary', {
              positive: outcomes.positive,
              answers: outcomes.answers,
              rate: outcomes.positive / outcomes.answers,
            })}
          </p>
          {outcomes.notes.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 italic">{t('outcomes.noNotes')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100" aria-label={t('outcomes.notesLabel')}>
              {outcomes.notes.map((note, index) => (
                <li key={index} className="py-3 first:pt-0 last:pb-0">
                  <p className="text-sm font-semibold text-slate-900">
                    {t(`outcomes.answers.${note.answer}`)}
                    <span className="font-normal text-slate-600"> · {month(note.month)}</span>
                  </p>
                  <blockquote className="mt-1 text-sm text-slate-700">{note.note}</blockquote>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardSection>
  )
}
