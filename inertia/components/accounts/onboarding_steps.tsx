import type { InertiaFormProps } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { FormattedMessage } from 'react-intl'
import {
  COMPANY_SIZES,
  DISCOVERY_SOURCES,
  ONBOARDING_RULES,
  type CompanySize,
  type DiscoverySource,
  type OnboardingStep,
} from '#business/accounts'
import { Field, FieldError, describedBy, inputClass } from '~/components/ui/field'
import { IndustryPicker, type IndustryOption } from '~/components/accounts/profile_fields'
import { RadioCard } from '~/components/ui/radio_card'
import { TimeZoneSelect } from '~/components/ui/time_zone_select'
import { useT } from '~/components/ui/use_t'

/** What the steps post, under the fields' names (their errors come back under them too). */
export type OnboardingValues = {
  city: string
  timezone: string
  has_company: boolean | null
  company_name: string
  company_size: CompanySize | null
  professional_role: string
  industries: number[]
  growth_challenge: string
  discovery_source: DiscoverySource | null
  discovery_source_other: string
}

/** The wizard's form, filled in from the answers the server sent. */
export function onboardingForm(answers: Data.Accounts.OnboardingValues): OnboardingValues {
  return {
    city: answers.city,
    timezone: answers.timezone,
    has_company: answers.hasCompany,
    company_name: answers.companyName,
    company_size: answers.companySize,
    professional_role: answers.professionalRole,
    industries: answers.industries,
    growth_challenge: answers.growthChallenge,
    discovery_source: answers.discoverySource,
    discovery_source_other: answers.discoverySourceOther,
  }
}

/** The fields of one onboarding step; the wizard around them sends and moves between steps. */
export function OnboardingStepFields({
  step,
  data,
  setData,
  fieldError,
  industries,
  timeZones,
  detectedZone,
  onZoneChosen,
}: {
  step: OnboardingStep
  data: OnboardingValues
  setData: InertiaFormProps<OnboardingValues>['setData']
  fieldError: (field: keyof OnboardingValues) => string | null
  industries: IndustryOption[]
  timeZones: string[]
  /** The time zone was taken from the browser: the field says so until another is chosen. */
  detectedZone: boolean
  onZoneChosen: () => void
}) {
  const t = useT()
  return (
    <div className="mt-6 space-y-5">
      {step === 'location' ? (
        <>
          <Field id="city" label={t('onboarding.fields.city')} error={fieldError('city')}>
            {(control) => (
              <input
                {...control}
                name="city"
                type="text"
                autoComplete="address-level2"
                maxLength={ONBOARDING_RULES.cityMaxLength}
                value={data.city}
                onChange={(event) => setData('city', event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            id="timezone"
            label={t('onboarding.fields.timezone')}
            error={fieldError('timezone')}
            hint={detectedZone ? t('onboarding.hints.timezoneDetected') : null}
          >
            {(control) => (
              <TimeZoneSelect
                control={control}
                value={data.timezone}
                onChange={(zone) => {
                  setData('timezone', zone)
                  onZoneChosen()
                }}
                timeZones={timeZones}
              />
            )}
          </Field>
        </>
      ) : null}

      {step === 'company' ? (
        <>
          <fieldset
            data-field="has_company"
            aria-describedby={describedBy('has_company', null, fieldError('has_company'))}
          >
            <legend className="sr-only">{t('onboarding.fields.has_company')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <RadioCard
                name="has_company"
                value="yes"
                checked={data.has_company === true}
                onChange={() => setData('has_company', true)}
                invalid={!!fieldError('has_company')}
              >
                <FormattedMessage id="onboarding.hasCompany.yes" />
              </RadioCard>
              <RadioCard
                name="has_company"
                value="no"
                checked={data.has_company === false}
                onChange={() => setData('has_company', false)}
                invalid={!!fieldError('has_company')}
              >
                <FormattedMessage id="onboarding.hasCompany.no" />
              </RadioCard>
            </div>
            <FieldError id="has_company" error={fieldError('has_company')} />
          </fieldset>
          {data.has_company ? (
            <Field
              id="company_name"
              label={t('onboarding.fields.company_name')}
              error={fieldError('company_name')}
            >
              {(control) => (
                <input
                  {...control}
                  name="company_name"
                  type="text"
                  autoComplete="organization"
                  maxLength={ONBOARDING_RULES.companyNameMaxLength}
                  value={data.company_name}
                  onChange={(event) => setData('company_name', event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
          ) : null}
        </>
      ) : null}

      {step === 'company_size' ? (
        <fieldset
          data-field="company_size"
          aria-describedby={describedBy('company_size', null, fieldError('company_size'))}
        >
          <legend className="sr-only">{t('onboarding.fields.company_size')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {COMPANY_SIZES.map((size) => (
              <RadioCard
                key={size}
                name="company_size"
                value={size}
                checked={data.company_size === size}
                onChange={() => setData('company_size', size)}
                invalid={!!fieldError('company_size')}
              >
                <FormattedMessage id={`settings.companySizes.${size}`} />
              </RadioCard>
            ))}
          </div>
          <FieldError id="company_size" error={fieldError('company_size')} />
        </fieldset>
      ) : null}

      {step === 'role' ? (
        <Field
          id="professional_role"
          label={t('onboarding.fields.professional_role')}
          error={fieldError('professional_role')}
        >
          {(control) => (
            <input
              {...control}
              name="professional_role"
              type="text"
              autoComplete="organization-title"
              maxLength={ONBOARDING_RULES.professionalRoleMaxLength}
              value={data.professional_role}
              onChange={(event) => setData('professional_role', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      ) : null}

      {step === 'industries' ? (
        <IndustryPicker
          legend={t('onboarding.fields.industries')}
          industries={industries}
          value={data.industries}
          onChange={(ids) => setData('industries', ids)}
          error={fieldError('industries')}
        />
      ) : null}

      {step === 'challenge' ? (
        <Field
          id="growth_challenge"
          label={t('onboarding.fields.growth_challenge')}
          error={fieldError('growth_challenge')}
          hint={t('onboarding.hints.growthChallenge', {
            max: ONBOARDING_RULES.growthChallengeMaxLength,
          })}
        >
          {(control) => (
            <textarea
              {...control}
              name="growth_challenge"
              rows={5}
              maxLength={ONBOARDING_RULES.growthChallengeMaxLength}
              value={data.growth_challenge}
              onChange={(event) => setData('growth_challenge', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      ) : null}

      {step === 'discovery' ? (
        <>
          <fieldset
            data-field="discovery_source"
            aria-describedby={describedBy('discovery_source', null, fieldError('discovery_source'))}
          >
            <legend className="sr-only">{t('onboarding.fields.discovery_source')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {DISCOVERY_SOURCES.map((source) => (
                <RadioCard
                  key={source}
                  name="discovery_source"
                  value={source}
                  checked={data.discovery_source === source}
                  onChange={() => setData('discovery_source', source)}
                  invalid={!!fieldError('discovery_source')}
                >
                  <FormattedMessage id={`onboarding.discoverySources.${source}`} />
                </RadioCard>
              ))}
            </div>
            <FieldError id="discovery_source" error={fieldError('discovery_source')} />
          </fieldset>
          {data.discovery_source === 'other' ? (
            <Field
              id="discovery_source_other"
              label={t('onboarding.fields.discovery_source_other')}
              error={fieldError('discovery_source_other')}
            >
              {(control) => (
                <input
                  {...control}
                  name="discovery_source_other"
                  type="text"
                  maxLength={ONBOARDING_RULES.discoveryOtherMaxLength}
                  value={data.discovery_source_other}
                  onChange={(event) => setData('discovery_source_other', event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
