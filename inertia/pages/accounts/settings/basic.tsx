import { useRef, useState, type FormEvent } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { FormattedMessage } from 'react-intl'
import { ACCOUNT_RULES, ONBOARDING_RULES, type CompanySize } from '#business/accounts'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { ImageUpload, type ProfileImage } from '~/components/accounts/image_upload'
import {
  CompanySizeSelect,
  IndustryPicker,
  type IndustryOption,
} from '~/components/accounts/profile_fields'
import { Field, inputClass } from '~/components/ui/field'
import { TimeZoneSelect } from '~/components/ui/time_zone_select'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { primaryButtonClass } from '~/components/ui/button'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'

type Profile = {
  first_name: string
  last_name: string
  city: string
  timezone: string
  company_name: string
  company_size: CompanySize | null
  professional_role: string
  industries: number[]
}

type Props = {
  profile: Profile
  image: ProfileImage
  industries: IndustryOption[]
  timeZones: string[]
}

const FIELD_ORDER: (keyof Profile)[] = [
  'first_name',
  'last_name',
  'city',
  'timezone',
  'company_name',
  'company_size',
  'professional_role',
  'industries',
]

/** Empty optional texts are sent as null (cleared). */
function payloadOf(profile: Profile) {
  const orNull = (value: string) => (value.trim() ? value : null)
  return {
    ...profile,
    city: orNull(profile.city),
    company_name: orNull(profile.company_name),
    professional_role: orNull(profile.professional_role),
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
  const [image, setImage] = useState<ProfileImage>(initialImage)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const set = <K extends keyof Profile>(field: K, value: Profile[K]) =>
    setData((current) => ({ ...current, [field]: value }))
  const errorOf = (field: keyof Profile) => errors[field] ?? errors[`${field}.0`] ?? null

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
      const response = await api<{ user?: unknown }>('/api/users/profile', {
        method: 'PUT',
        body: payloadOf(data),
        silent: true,
      })
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
        const invalid = FIELD_ORDER.filter((field) =>
          Object.keys(error.fieldErrors).some((key) => key === field || key.startsWith(`${field}.`))
        )
        requestAnimationFrame(() => focusFirstError(formRef.current, invalid))
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
    field: 'first_name' | 'last_name' | 'city' | 'company_name' | 'professional_role',
    maxLength: number,
    autoComplete: string
  ) => (
    <Field id={field} label={t(`settings.fields.${field}`)} error={errorOf(field)}>
      {(control) => (
        <input
          {...control}
          name={field}
          type="text"
          autoComplete={autoComplete}
          maxLength={maxLength}
          required={field === 'first_name' || field === 'last_name'}
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
              {textField('first_name', ACCOUNT_RULES.nameMaxLength, 'given-name')}
              {textField('last_name', ACCOUNT_RULES.nameMaxLength, 'family-name')}
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
              {textField('company_name', ONBOARDING_RULES.companyNameMaxLength, 'organization')}
              <Field
                id="company_size"
                label={t('settings.fields.company_size')}
                error={errorOf('company_size')}
              >
                {(control) => (
                  <CompanySizeSelect
                    control={control}
                    value={data.company_size}
                    onChange={(size) => set('company_size', size)}
                  />
                )}
              </Field>
              {textField(
                'professional_role',
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
