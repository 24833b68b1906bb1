import { useRef, useState, type FormEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  MENTOR_APPLICATION_BASES,
  MENTOR_APPLICATION_RULES,
  type MentorApplicationBasis,
  type MentorApplicationStatus,
} from '#business/accounts'
import { SelectionCriteriaList } from '~/components/mentoring/selection_criteria'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { Field, FieldError, inputClass } from '~/components/ui/field'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { Seo } from '~/components/shell/seo'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'

type Application = {
  id: number
  status: MentorApplicationStatus
  basis: MentorApplicationBasis
  profile_url: string
  links: string[]
  motivation: string
  rejection_reason: string | null
  created_at: string | null
  reviewed_at: string | null
}

type Props = {
  application: Application | null
  canApply: boolean
}

type Values = {
  basis: MentorApplicationBasis | ''
  profile_url: string
  links: string
  motivation: string
}

const FIELDS = ['basis', 'profile_url', 'links', 'motivation'] as const
const RETURN_TO = '/become-a-mentor'

function SelectionCriteria() {
  return (
    <section aria-labelledby="criteria-title" className="mt-10">
      <h2 id="criteria-title" className="text-xl font-semibold text-slate-900">
        <FormattedMessage id="applications.criteria.title" />
      </h2>
      <p className="mt-2 text-base text-slate-600">
        <FormattedMessage id="applications.criteria.subtitle" />
      </p>
      <SelectionCriteriaList messagePrefix="applications.criteria.items" className="mt-5" />
    </section>
  )
}

const boxClass = 'rounded-2xl border p-6'

/**
 * Becoming a mentor: the selection criteria for everyone and, for a signed-in
 * mentee, the application form or the state of their latest application.
 * Submits through POST /api/mentor-applications.
 */
export default function BecomeMentor({ application: initialApplication, canApply }: Props) {
  const intl = useIntl()
  const t = useT()
  const { user, timeZone } = usePage().props
  const [application, setApplication] = useState<Application | null>(initialApplication)
  const [values, setValues] = useState<Values>({
    basis: '',
    profile_url: '',
    links: '',
    motivation: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }))
  const errorOf = (field: (typeof FIELDS)[number]) =>
    errors[field] ??
    Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1] ??
    null

  const formatDate = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'long', timeZone: timeZone ?? 'UTC' }) : ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitting(true)
    setErrors({})
    const links = values.links
      .split(/\r?\n/)
      .map((link) => link.trim())
      .filter(Boolean)
    try {
      const response = await api<{ application?: Application }>('/api/mentor-applications', {
        method: 'POST',
        body: {
          basis: values.basis || null,
          profile_url: values.profile_url,
          links,
          motivation: values.motivation,
        },
        silent: true,
      })
      if (!response?.application) throw new Error('Invalid response')
      setApplication(response.application)
      toast({
        title: t('applications.submitted.title'),
        description: t('applications.submitted.description'),
      })
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR') {
        setErrors(error.fieldErrors)
        const invalid = FIELDS.filter((field) =>
          Object.keys(error.fieldErrors).some((key) => key === field || key.startsWith(`${field}.`))
        )
        requestAnimationFrame(() => focusFirstError(formRef.current, invalid))
        toast({
          title: t('applications.errors.submitFailed'),
          description: t('applications.errors.fixFields'),
          variant: 'destructive',
        })
      } else if (error instanceof ApiError && error.errorCode === 'DUPLICATE_RECORD') {
        // Sent twice (another tab): the page shows the application that is awaiting review.
        toast({ title: error.message, variant: 'destructive' })
        router.reload({ only: ['application', 'canApply'] })
      } else {
        toast({
          title: t('applications.errors.submitFailed'),
          description:
            error instanceof ApiError && error.errorCode === 'FORBIDDEN'
              ? error.message
              : undefined,
          variant: 'destructive',
        })
      }
    } finally {
      setSubmitting(false)
    }
  }

  function applyArea() {
    if (!user) {
      return (
        <div className={`${boxClass} border-slate-200 bg-slate-50`}>
          <h2 className="text-lg font-semibold text-slate-900">
            <FormattedMessage id="applications.signIn.title" />
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            <FormattedMessage id="applications.signIn.description" />
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href={`/login?returnTo=${RETURN_TO}`} className={primaryButtonClass}>
              <FormattedMessage id="applications.signIn.action" />
            </Link>
            <Link href="/register" className={secondaryButtonClass}>
              <FormattedMessage id="applications.signIn.register" />
            </Link>
          </div>
        </div>
      )
    }
    if (!canApply) {
      return (
        <div className={`${boxClass} border-slate-200 bg-slate-50`}>
          {user.role === 'MENTOR' ? (
            <>
              <p className="text-base text-slate-800">
                <FormattedMessage id="applications.notAllowed.mentor" />
              </p>
              <Link href="/settings/profile/mentor" className={`${primaryButtonClass} mt-4`}>
                <FormattedMessage id="applications.notAllowed.mentorAction" />
              </Link>
            </>
          ) : (
            <p className="text-base text-slate-800">
              <FormattedMessage id="applications.notAllowed.admin" />
            </p>
          )}
        </div>
      )
    }
    if (application?.status === 'pending') {
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
            <FormattedMessage
              id="applications.status.pending.description"
              values={{ date: formatDate(application.created_at) }}
            />
          </p>
          <p className="mt-1 text-sm text-brand-900">
            <FormattedMessage
              id="applications.status.basis"
              values={{ basis: t(`applications.form.bases.${application.basis}`) }}
            />
          </p>
        </div>
      )
    }
    return (
      <>
        {application?.status === 'rejected' ? (
          <div
            className={`${boxClass} mb-6 border-amber-200 bg-amber-50`}
            data-testid="application-rejected"
          >
            <h2 className="text-lg font-semibold text-amber-900">
              <FormattedMessage id="applications.status.rejected.title" />
            </h2>
            {application.rejection_reason ? (
              <>
                <p className="mt-2 text-sm font-semibold text-amber-900">
                  <FormattedMessage id="applications.status.rejected.reasonLabel" />
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-amber-900">
                  {application.rejection_reason}
                </p>
              </>
            ) : null}
            <p className="mt-3 text-sm text-amber-900">
              <FormattedMessage id="applications.status.rejected.again" />
            </p>
          </div>
        ) : null}
        {applicationForm()}
      </>
    )
  }

  function applicationForm() {
    const basisError = errorOf('basis')
    return (
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-labelledby="apply-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="apply-title" className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="applications.form.title" />
        </h2>
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
            id="profile_url"
            label={t('applications.fields.profile_url')}
            error={errorOf('profile_url')}
            hint={t('applications.form.profileUrlHint')}
          >
            {(control) => (
              <input
                {...control}
                name="profile_url"
                type="url"
                inputMode="url"
                autoComplete="url"
                required
                maxLength={MENTOR_APPLICATION_RULES.profileUrlMaxLength}
                placeholder="https://"
                value={values.profile_url}
                onChange={(event) => set('profile_url', event.target.value)}
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
        <div className="mt-6 flex justify-end">
          <SubmitButton
            busy={submitting}
            busyLabel={t('applications.form.submitting')}
            disabled={submitting}
            className={primaryButtonClass}
          >
            {t('applications.form.submit')}
          </SubmitButton>
        </div>
      </form>
    )
  }

  return (
    <>
      <Seo title={t('applications.meta.title')} description={t('applications.meta.description')} />
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <FormattedMessage id="applications.title" />
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
          <FormattedMessage id="applications.intro" />
        </p>
        <SelectionCriteria />
        <div className="mt-10">{applyArea()}</div>
      </div>
    </>
  )
}
