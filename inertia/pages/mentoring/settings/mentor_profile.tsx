import { type ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { FormattedMessage } from 'react-intl'
import { MENTOR_PROFILE_RULES } from '#business/sessions'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass } from '~/components/ui/button'
import type { Data } from '@generated/data'
import { SkillPicker, type SkillOption } from '~/components/mentoring/skill_picker'
import { ListingNotice } from '~/components/mentoring/listing_notice'
import { PausedBanner } from '~/components/mentoring/paused_banner'
import { CompanySizesField } from '~/components/mentoring/settings/company_sizes_field'
import { IndustryRows } from '~/components/mentoring/settings/industry_rows'
import { useMentorProfileForm, type Profile } from '~/components/mentoring/settings/profile_form'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'

type Props = {
  profile: Profile
  hasProfile: boolean
  listing: Data.Mentoring.Listing
  skills: SkillOption[]
  industries: Data.Mentoring.IndustryOption[]
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/**
 * Settings > Mentor profile: what mentees see (headline, bio, experience,
 * expertise, industries with years) and how sessions are booked (rate,
 * duration, buffers, monthly limit), plus the company sizes used by
 * matching. Saved through PUT /api/mentor-profile.
 */
export default function MentorProfileSettings({ skills, industries, ...initial }: Props) {
  const t = useT()
  const form = useMentorProfileForm(initial)
  const { data, set, errorOf, firstErrorUnder, saving, formRef, submit } = form
  const rules = MENTOR_PROFILE_RULES

  const numberField = (
    field:
      | 'yearsOfExperience'
      | 'hourlyRate'
      | 'bufferBeforeMinutes'
      | 'bufferAfterMinutes'
      | 'maxSessionsPerMonth',
    options: { min: number; max: number; step?: number; hint?: ReactNode; required?: boolean }
  ) => (
    <Field
      id={field}
      label={t(`mentor_settings.fields.${field}`)}
      error={errorOf(field)}
      hint={options.hint}
    >
      {(control) => (
        <input
          {...control}
          name={field}
          type="number"
          inputMode={options.step ? 'decimal' : 'numeric'}
          min={options.min}
          max={options.max}
          step={options.step ?? 1}
          required={options.required ?? true}
          value={data[field]}
          onChange={(event) => set(field, event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  )

  return (
    <>
      <Head title={t('mentor_settings.title')} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="mentor_settings.title" />
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          <FormattedMessage id="mentor_settings.description" />
        </p>

        <div className="mt-6">
          <PausedBanner />
        </div>

        {form.hasProfile ? null : (
          <div
            className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5"
            data-testid="mentor-profile-empty"
          >
            <h2 className="text-base font-semibold text-brand-900">
              <FormattedMessage id="mentor_settings.empty.title" />
            </h2>
            <p className="mt-1 text-sm text-brand-900">
              <FormattedMessage id="mentor_settings.empty.description" />
            </p>
          </div>
        )}

        <ListingNotice listing={form.listing} missing={form.missing} />

        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-6">
          <Section
            id="mentor-about-title"
            title={<FormattedMessage id="mentor_settings.sections.about" />}
          >
            <div className="grid gap-5">
              <Field
                id="headline"
                label={t('mentor_settings.fields.headline')}
                error={errorOf('headline')}
                hint={t('mentor_settings.hints.headline', { max: rules.headlineMaxLength })}
              >
                {(control) => (
                  <input
                    {...control}
                    name="headline"
                    type="text"
                    required
                    maxLength={rules.headlineMaxLength}
                    value={data.headline}
                    onChange={(event) => set('headline', event.target.value)}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field
                id="bio"
                label={t('mentor_settings.fields.bio')}
                error={errorOf('bio')}
                hint={
                  <>
                    {t('mentor_settings.hints.bio', {
                      min: rules.bioMinLength,
                      max: rules.bioMaxLength,
                    })}{' '}
                    <span aria-live="polite">
                      {t('mentor_settings.hints.bioCount', { count: data.bio.trim().length })}
                    </span>
                  </>
                }
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="bio"
                    rows={8}
                    required
                    maxLength={rules.bioMaxLength}
                    value={data.bio}
                    onChange={(event) => set('bio', event.target.value)}
                    className={inputClass}
                  />
                )}
              </Field>
              <div className="sm:w-1/2">
                {numberField('yearsOfExperience', {
                  min: 0,
                  max: rules.yearsMax,
                  hint: t('mentor_settings.hints.yearsOfExperience'),
                })}
              </div>
            </div>
          </Section>

          <Section
            id="mentor-expertise-title"
            title={<FormattedMessage id="mentor_settings.sections.expertise" />}
          >
            <SkillPicker
              legend={t('mentor_settings.fields.skills')}
              description={t('mentor_settings.skills.description', {
                min: rules.skillsMin,
                max: rules.skillsMax,
              })}
              skills={skills}
              value={data.skills}
              onChange={(ids) => set('skills', ids)}
              max={rules.skillsMax}
              error={firstErrorUnder('skills')}
            />
          </Section>

          <Section
            id="mentor-industries-title"
            title={<FormattedMessage id="mentor_settings.sections.industries" />}
          >
            <IndustryRows
              rows={data.industries}
              onChange={(rows) => set('industries', rows)}
              industries={industries}
              errorOf={errorOf}
            />
          </Section>

          <Section
            id="mentor-sessions-title"
            title={<FormattedMessage id="mentor_settings.sections.sessions" />}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              {numberField('hourlyRate', {
                min: 0,
                max: rules.hourlyRateMax,
                step: 0.01,
                hint: t('mentor_settings.hints.hourlyRate'),
              })}
              <Field
                id="sessionDurationMinutes"
                label={t('mentor_settings.fields.sessionDurationMinutes')}
                error={errorOf('sessionDurationMinutes')}
              >
                {(control) => (
                  <select
                    {...control}
                    name="sessionDurationMinutes"
                    required
                    value={data.sessionDurationMinutes}
                    onChange={(event) => set('sessionDurationMinutes', event.target.value)}
                    className={inputClass}
                  >
                    {rules.sessionDurations.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {t('mentor_settings.durations.option', { minutes })}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {numberField('bufferBeforeMinutes', {
                min: 0,
                max: rules.bufferMaxMinutes,
                hint: t('mentor_settings.hints.bufferBeforeMinutes', {
                  max: rules.bufferMaxMinutes,
                }),
              })}
              {numberField('bufferAfterMinutes', {
                min: 0,
                max: rules.bufferMaxMinutes,
                hint: t('mentor_settings.hints.bufferAfterMinutes', {
                  max: rules.bufferMaxMinutes,
                }),
              })}
              {numberField('maxSessionsPerMonth', {
                min: 1,
                max: rules.maxSessionsPerMonthMax,
                required: false,
                hint: t('mentor_settings.hints.maxSessionsPerMonth', {
                  max: rules.maxSessionsPerMonthMax,
                }),
              })}
            </div>
          </Section>

          <Section
            id="mentor-matching-title"
            title={<FormattedMessage id="mentor_settings.sections.matching" />}
          >
            <CompanySizesField
              value={data.companySizes}
              onChange={(sizes) => set('companySizes', sizes)}
              error={firstErrorUnder('companySizes')}
            />
          </Section>

          <div className="flex justify-end">
            <SubmitButton
              busy={saving}
              busyLabel={t('mentor_settings.actions.saving')}
              className={primaryButtonClass}
            >
              {t('mentor_settings.actions.save')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </>
  )
}
