import { FormattedMessage } from 'react-intl'
import {
  MENTOR_APPLICATION_BASES,
  MENTOR_APPLICATION_RULES,
  type MentorApplicationBasis,
} from '#business/accounts'
import { Field, FieldError, inputClass } from '~/components/ui/field'
import { useT } from '~/components/ui/use_t'

/** The application as the form edits it: the fields are named as the API takes them. */
export type ApplicationValues = {
  basis: MentorApplicationBasis | ''
  profileUrl: string
  links: string
  motivation: string
}

export const APPLICATION_FIELDS = ['basis', 'profileUrl', 'links', 'motivation'] as const
export type ApplicationField = (typeof APPLICATION_FIELDS)[number]

const boxClass = 'rounded-2xl border p-6'

/** The application form's fields: the basis, the profile URL, other links and the motivation. */
export function ApplicationFields({
  values,
  set,
  errorOf,
}: {
  values: ApplicationValues
  set: <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => void
  errorOf: (field: ApplicationField) => string | null
}) {
  const t = useT()
  const basisError = errorOf('basis')
  return (
    <div className="mt-5 grid gap-6">
      <fieldset
        data-field="basis"
        tabIndex={-1}
        aria-describedby={basisError ? 'basis-error' : undefined}
        className="focus:outline-none"
      >
        <legend className="block text-sm font-medium text-slate-800">
          <FormattedMessage id="applications.form.basisLegend" />
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {MENTOR_APPLICATION_BASES.map((basis) => (
            <label
              key={basis}
              className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type="radio"
                name="basis"
                value={basis}
                checked={values.basis === basis}
                aria-invalid={basisError ? true : undefined}
                onChange={() => set('basis', basis)}
                className="size-4 border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
              />
              {t(`applications.form.bases.${basis}`)}
            </label>
          ))}
        </div>
        <FieldError id="basis" error={basisError} />
      </fieldset>

      <Field
        id="profileUrl"
        label={t('applications.fields.profileUrl')}
        error={errorOf('profileUrl')}
        hint={t('applications.form.profileUrlHint')}
      >
        {(control) => (
          <input
            {...control}
            name="profileUrl"
            type="url"
            inputMode="url"
            autoComplete="url"
            required
            maxLength={MENTOR_APPLICATION_RULES.profileUrlMaxLength}
            placeholder="https://"
            value={values.profileUrl}
            onChange={(event) => set('profileUrl', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>

      <Field
        id="links"
        label={t('applications.fields.links')}
        error={errorOf('links')}
        hint={t('applications.form.linksHint', { max: MENTOR_APPLICATION_RULES.linksMax })}
      >
        {(control) => (
          <textarea
            {...control}
            name="links"
            rows={3}
            value={values.links}
            onChange={(event) => set('links', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>

      <Field
        id="motivation"
        label={t('applications.fields.motivation')}
        error={errorOf('motivation')}
        hint={
          <>
            {t('applications.form.motivationHint', {
              min: MENTOR_APPLICATION_RULES.motivationMinLength,
              max: MENTOR_APPLICATION_RULES.motivationMaxLength,
            })}{' '}
            <span aria-live="polite">
              {t('applications.form.motivationCount', {
                count: values.motivation.trim().length,
              })}
            </span>
          </>
        }
      >
        {(control) => (
          <textarea
            {...control}
            name="motivation"
            rows={6}
            required
            maxLength={MENTOR_APPLICATION_RULES.motivationMaxLength}
            value={values.motivation}
            onChange={(event) => set('motivation', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  )
}

/** The latest application awaits review: since when, and on which basis. */
export function ApplicationPending({
  date,
  basis,
}: {
  date: string
  basis: MentorApplicationBasis
}) {
  const t = useT()
  return (
    <div
      role="status"
      className={`${boxClass} border-brand-200 bg-brand-50`}
      data-testid="application-pending"
    >
      <h2 className="text-lg font-semibold text-brand-900">
        <FormattedMessage id="applications.status.pending.title" />
      </h2>
      <p className="mt-2 text-sm text-brand-900">
        <FormattedMessage id="applications.status.pending.description" values={{ date }} />
      </p>
      <p className="mt-1 text-sm text-brand-900">
        <FormattedMessage
          id="applications.status.basis"
          values={{ basis: t(`applications.form.bases.${basis}`) }}
        />
      </p>
    </div>
  )
}

/** The latest application was declined: the admin's reason, and that applying again is possible. */
export function ApplicationRejected({ reason }: { reason: string | null }) {
  return (
    <div
      className={`${boxClass} mb-6 border-amber-200 bg-amber-50`}
      data-testid="application-rejected"
    >
      <h2 className="text-lg font-semibold text-amber-900">
        <FormattedMessage id="applications.status.rejected.title" />
      </h2>
      {reason ? (
        <>
          <p className="mt-2 text-sm font-semibold text-amber-900">
            <FormattedMessage id="applications.status.rejected.reasonLabel" />
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-amber-900">{reason}</p>
        </>
      ) : null}
      <p className="mt-3 text-sm text-amber-900">
        <FormattedMessage id="applications.status.rejected.again" />
      </p>
    </div>
  )
}
