import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from '@adonisjs/inertia/react'
import { Spinner } from '~/components/loading/spinner'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { useOptionLabels } from '~/components/matching/criteria_fields'
import type { Criteria, IndustryOption } from '~/components/matching/types'

/**
 * Quick Match: the matches for what the member told us at onboarding
 * (industries, company size), one click away, with its estimated minutes.
 */
export function QuickMatch({
  available,
  estimatedMinutes,
  prefill,
  industries,
  searching,
  onRun,
  onGuided,
}: {
  available: boolean
  estimatedMinutes: number
  prefill: Criteria
  industries: IndustryOption[]
  searching: boolean
  onRun: () => void
  onGuided: () => void
}) {
  const intl = useIntl()
  const labels = useOptionLabels()
  const names = industries
    .filter((industry) => prefill.industries.includes(industry.id))
    .map((industry) => industry.name)

  return (
    <div>
      <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.75 4a.75.75 0 0 0-1.5 0v4c0 .2.08.39.22.53l2.5 2.5a.75.75 0 1 0 1.06-1.06l-2.28-2.28V6Z" />
        </svg>
        <FormattedMessage id="matching.quick.estimate" values={{ minutes: estimatedMinutes }} />
      </p>
      <p className="mt-4 text-sm text-slate-700">
        <FormattedMessage id="matching.quick.description" />
      </p>
      {available ? (
        <>
          <dl className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-slate-900">
                <FormattedMessage id="matching.fields.industries" />
              </dt>
              <dd className="mt-1 text-slate-700">
                {intl.formatList(names, { type: 'conjunction' })}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">
                <FormattedMessage id="matching.fields.companySize" />
              </dt>
              <dd className="mt-1 text-slate-700">
                {prefill.companySize
                  ? labels.size(prefill.companySize)
                  : intl.formatMessage({ id: 'matching.options.anySize' })}
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className={primaryButtonClass}
              onClick={onRun}
              disabled={searching}
            >
              {searching ? <Spinner size="xs" /> : null}
              <FormattedMessage id="matching.quick.run" />
            </button>
            <Link route="accounts.settings.basic" className={secondaryButtonClass}>
              <FormattedMessage id="matching.quick.editAnswers" />
            </Link>
          </div>
        </>
      ) : (
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p>
            <FormattedMessage id="matching.quick.noIndustries" />
          </p>
          <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={onGuided}>
            <FormattedMessage id="matching.quick.useGuided" />
          </button>
        </div>
      )}
    </div>
  )
}
