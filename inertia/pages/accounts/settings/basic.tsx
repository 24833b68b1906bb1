import { useRef, useState, type FormEvent } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { FormattedMessage } from 'react-intl'
import type { Data } from '@generated/data'
import { ACCOUNT_RULES, ONBOARDING_RULES } from '#business/accounts'
import { toast } from '~/components/toast'
import { api, ApiError, type ApiArgs } from '~/lib/api'
import { ImageUpload } from '~/components/accounts/image_upload'
import { CompanySizeSelect, IndustryPicker } from '~/components/accounts/profile_fields'
import { Field, inputClass } from '~/components/ui/field'
import { TimeZoneSelect } from '~/components/ui/time_zone_select'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { primaryButtonClass } from '~/components/ui/button'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Profile = Data.Accounts.Profile

type Props = {
  profile: Profile
  image: Data.Accounts.ProfileImage
  industries: Data.Accounts.IndustryOption[]
  timeZones: string[]
}

type ProfileBody = NonNullable<ApiArgs<'api.users.profile'>['body']>

/** Each field's name in the call (its errors come back under it), in the form's order. */
const API_FIELDS = {
  firstName: 'first_name',
  lastName: 'last_name',
  city: 'city',
  timezone: 'timezone',
  companyName: 'company_name',
  companySize: 'company_size',
  professionalRole: 'professional_role',
  industries: 'industries',
} as const satisfies Record<keyof Profile, keyof ProfileBody>

/** The call's body; empty optional texts are sent as null (cleared). */
function payloadOf(profile: Profile): ProfileBody {
  const orNull = (value: string) => (value.trim() ? value : null)
  return {
    first_name: profile.firstName,
    last_name: profile.lastName,
    city: orNull(profile.city),
    timezone: profile.timezone,
    company_name: orNull(profile.companyName),
    company_size: profile.companySize,
    professional_role: orNull(profile.professionalRole),
    industries: profile.industries,
  }
}

/**
 * Settings > Basic profile: names, place, work, industries and the profile
 * image. Saved through PUT /api/users/profile (one retry on a server error).
 */
export default function BasicProfile({
  profile,
  image: initialImage,
  industries,
  timeZones,
}: Props) {
  const t = useT()
  const { user } = usePage().props
  const [data, setData] = useState<Profile>(profile)
  const [image, setImage] = useState(initialImage)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()

  const set = <K extends keyof Profile>(field: K, value: Profile[K]) =>
    setData((current) => ({ ...current, [field]: value }))
  const errorOf = (field: keyof Profile) => {
    const name = API_FIELDS[field]
    return errors[name] ?? errors[`${name}.0`] ?? null
  }

  /**
   * Loads the saved profile again (the header shows the renamed user and the
   * new photo). A failure says so and stays on the page, with no error page.
   */
  function reloadProfile() {
    const failed = () => {
      toast({ title: t('settings.errors.loadProfile'), variant: 'destructive' })
      return false
    }
    router.reload({ only: ['user'], onHttpException: failed, onNetworkError: failed })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setErrors({})
    try {
      const response = await api('api.users.profile', { body: payloadOf(data), silent: true })
      // Spec section 5: only a response holding a user is a success.
      if (!response || typeof response !== 'object' || !response.user) {
        throw new Error(t('settings.errors.invalidResponse'))
      }
      toast({ title: t('settings.basic.saved'), description: t('settings.basic.savedDescription') })
      // The header shows the (possibly renamed) user: the profile loads again.
      reloadProfile()
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR') {
        setErrors(error.fieldErrors)
        const invalid = Object.values(API_FIELDS).filter((field) =>
          Object.keys(error.fieldErrors).some((key) => key === field || key.startsWith(`${field}.`))
        )
        focusAfterRender(() => focusFirstError(formRef.current, invalid))
        toast({
          title: t('settings.errors.updateFailed.title'),
          description: t('settings.errors.fixFields'),
          variant: 'destructive',
        })
      } else {
        const invalidResponse = !(error instanceof ApiError) && (error as Error).message
        toast({
          title: t('settings.errors.updateFailed.title'),
          description: invalidResponse || t('settings.errors.updateFailed.description'),
          variant: 'destructive',
        })
      }
    } finally {
      setSaving(false)
    }
  }

  const textField = (
    field: 'firstName' | 'lastName' | 'city' | 'companyName' | 'professionalRole',
    maxLength: number,
    autoComplete: string
  ) => (
    <Field
      id={API_FIELDS[field]}
      label={t(`settings.fields.${API_FIELDS[field]}`)}
      error={errorOf(field)}
    >
      {(control) => (
        <input
          {...control}
          name={API_FIELDS[field]}
          type="text"
          autoComplete={autoComplete}
          maxLength={maxLength}
          required={field === 'firstName' || field === 'lastName'}
          value={data[field]}
          onChange={(event) => set(field, event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  )

  return (
    <>
      <Head title={t('settings.basic.title')} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="settings.basic.title" />
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          <FormattedMessage id="settings.basic.description" />
        </p>

        <section
          aria-labelledby="profile-image-title"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="profile-image-title" className="text-base font-semibold text-slate-900">
            <FormattedMessage id="settings.image.title" />
          </h2>
          <div className="mt-4">
            <ImageUpload
              image={image}
              initials={user?.initials ?? ''}
              onChange={(next) => {
                setImage(next)
                reloadProfile()
              }}
            />
          </div>
        </section>

        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">
              <FormattedMessage id="settings.basic.sections.about" />
            </legend>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              {textField('firstName', ACCOUNT_RULES.nameMaxLength, 'given-name')}
              {textField('lastName', ACCOUNT_RULES.nameMaxLength, 'family-name')}
              {textField('city', ONBOARDING_RULES.cityMaxLength, 'address-level2')}
              <Field
                id="timezone"
                label={t('settings.fields.timezone')}
                error={errorOf('timezone')}
              >
                {(control) => (
                  <TimeZoneSelect
                    control={control}
                    value={data.timezone}
                    onChange={(zone) => set('timezone', zone)}
                    timeZones={timeZones}
                  />
                )}
              </Field>
            </div>
          </fieldset>

          <fieldset className="mt-8">
            <legend className="text-base font-semibold text-slate-900">
              <FormattedMessage id="settings.basic.sections.work" />
            </legend>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              {textField('companyName', ONBOARDING_RULES.companyNameMaxLength, 'organization')}
              <Field
                id="company_size"
                label={t('settings.fields.company_size')}
                error={errorOf('companySize')}
              >
                {(control) => (
                  <CompanySizeSelect
                    control={control}
                    value={data.companySize}
                    onChange={(size) => set('companySize', size)}
                  />
                )}
              </Field>
              {textField(
                'professionalRole',
                ONBOARDING_RULES.professionalRoleMaxLength,
                'organization-title'
              )}
            </div>
            <IndustryPicker
              className="mt-6"
              legend={t('settings.fields.industries')}
              industries={industries}
              value={data.industries}
              onChange={(ids) => set('industries', ids)}
              error={errorOf('industries')}
            />
          </fieldset>

          <div className="mt-8 flex justify-end border-t border-slate-200 pt-6">
            <SubmitButton
              busy={saving}
              busyLabel={t('settings.actions.saving')}
              className={primaryButtonClass}
            >
              {t('settings.actions.save')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </>
  )
}
