import { useRef, useState, type FormEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { SelectionCriteriaList } from '~/components/mentoring/selection_criteria'
import { urlFor } from '~/client'
import { toast } from '~/components/toast'
import { api, ApiError, type ApiArgs } from '~/lib/api'
import {
  APPLICATION_FIELDS,
  ApplicationFields,
  ApplicationPending,
  ApplicationRejected,
  type ApplicationField,
  type ApplicationValues,
} from '~/components/mentoring/application_form'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { Seo } from '~/components/shell/seo'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Application = Data.Mentoring.MentorApplication

type Props = {
  application: Application | null
  canApply: boolean
}

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
  const [values, setValues] = useState<ApplicationValues>({
    basis: '',
    profileUrl: '',
    links: '',
    motivation: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()

  const set = <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }))
  const errorOf = (field: ApplicationField) =>
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
      const response = await api('mentoring.api.applications.store', {
        // No basis chosen goes as null: the server names what is required.
        body: {
          basis: values.basis || null,
          profileUrl: values.profileUrl,
          links,
          motivation: values.motivation,
        } as ApiArgs<'mentoring.api.applications.store'>['body'],
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
        const invalid = APPLICATION_FIELDS.filter((field) =>
          Object.keys(error.fieldErrors).some((key) => key === field || key.startsWith(`${field}.`))
        )
        focusAfterRender(() => focusFirstError(formRef.current, invalid))
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
            <Link
              route="accounts.login"
              qs={{ returnTo: urlFor('mentoring.applications.show') }}
              className={primaryButtonClass}
            >
              <FormattedMessage id="applications.signIn.action" />
            </Link>
            <Link route="accounts.register" className={secondaryButtonClass}>
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
              <Link
                route="mentoring.settings.mentorProfile"
                className={`${primaryButtonClass} mt-4`}
              >
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
        <ApplicationPending date={formatDate(application.createdAt)} basis={application.basis} />
      )
    }
    return (
      <>
        {application?.status === 'rejected' ? (
          <ApplicationRejected reason={application.rejectionReason} />
        ) : null}
        {applicationForm()}
      </>
    )
  }

  function applicationForm() {
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
        <ApplicationFields values={values} set={set} errorOf={errorOf} />
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
