import { useRef, useState, type FormEvent } from 'react'
import type { Data } from '@generated/data'
import { MENTOR_PROFILE_FIELDS, type MentorProfileField } from '#business/sessions'
import { toast } from '~/components/toast'
import { api, ApiError, type ApiArgs } from '~/lib/api'
import { focusFirstError } from '~/components/ui/focus_first_error'
import type { Listing, ListingRequirement } from '~/components/mentoring/listing_notice'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

/** The saved profile, as the page receives it. */
export type Profile = Data.Mentoring.MentorProfileValues

/**
 * Number inputs are edited as text: an empty box is "not filled in". The fields are
 * MENTOR_PROFILE_FIELDS, named as PUT /api/mentor-profile takes them, so the server's field
 * errors name them too (and the first one is focused in that order, the page's).
 */
export type FormRow = { key: number; industryId: string; years: string }
export type FormValues = {
  headline: string
  bio: string
  yearsOfExperience: string
  skills: number[]
  industries: FormRow[]
  hourlyRate: string
  sessionDurationMinutes: string
  bufferBeforeMinutes: string
  bufferAfterMinutes: string
  maxSessionsPerMonth: string
  companySizes: string[]
}

let rowKeys = 0
export const nextRowKey = () => ++rowKeys

function formValuesOf(profile: Profile): FormValues {
  const text = (value: number | null) => (value === null ? '' : String(value))
  return {
    headline: profile.headline,
    bio: profile.bio,
    yearsOfExperience: text(profile.yearsOfExperience),
    skills: profile.skills,
    industries: profile.industries.map((row) => ({
      key: nextRowKey(),
      industryId: String(row.industryId),
      years: String(row.years),
    })),
    hourlyRate: text(profile.hourlyRate),
    sessionDurationMinutes: text(profile.sessionDurationMinutes),
    bufferBeforeMinutes: text(profile.bufferBeforeMinutes),
    bufferAfterMinutes: text(profile.bufferAfterMinutes),
    maxSessionsPerMonth: text(profile.maxSessionsPerMonth),
    companySizes: profile.companySizes,
  } satisfies Record<MentorProfileField, unknown>
}

/** Empty boxes go as null (the server says what is required); other text as a number if it is one. */
function numberOrRaw(value: string) {
  const trimmed = value.trim()
  if (!trimmed) return null
  const number = Number(trimmed.replace(',', '.'))
  return Number.isFinite(number) ? number : trimmed
}

function payloadOf(values: FormValues) {
  return {
    headline: values.headline,
    bio: values.bio,
    yearsOfExperience: numberOrRaw(values.yearsOfExperience),
    skills: values.skills,
    industries: values.industries.map((row) => ({
      industryId: numberOrRaw(row.industryId),
      years: numberOrRaw(row.years),
    })),
    hourlyRate: numberOrRaw(values.hourlyRate),
    sessionDurationMinutes: numberOrRaw(values.sessionDurationMinutes),
    bufferBeforeMinutes: numberOrRaw(values.bufferBeforeMinutes),
    bufferAfterMinutes: numberOrRaw(values.bufferAfterMinutes),
    maxSessionsPerMonth: numberOrRaw(values.maxSessionsPerMonth),
    companySizes: values.companySizes,
  } satisfies Record<MentorProfileField, unknown>
}

/**
 * The mentor profile form's state and its save (PUT /api/mentor-profile): the
 * values, the server's field errors (the first one focused, in page order),
 * and the listing state the answer brings.
 */
export function useMentorProfileForm(initial: {
  profile: Profile
  hasProfile: boolean
  listing: Data.Mentoring.Listing
}) {
  const t = useT()
  const [data, setData] = useState<FormValues>(() => formValuesOf(initial.profile))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [hasProfile, setHasProfile] = useState(initial.hasProfile)
  const [listing, setListing] = useState<Listing>(initial.listing.status)
  const [missing, setMissing] = useState<ListingRequirement[]>(initial.listing.missing)
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) =>
    setData((current) => ({ ...current, [field]: value }))
  const errorOf = (field: string) => errors[field] ?? null

  /** Focuses the first field with an error, in page order (an industry row's own box first). */
  function focusErrors(fieldErrors: Record<string, string>) {
    const keys = Object.keys(fieldErrors)
    const candidates = MENTOR_PROFILE_FIELDS.flatMap((field) => {
      const own = keys.filter((key) => key === field || key.startsWith(`${field}.`)).sort()
      return own.length ? [...own, field] : []
    })
    focusAfterRender(() => focusFirstError(formRef.current, candidates))
  }

  /** The first message for a field or any of its items (`skills.0`). */
  const firstErrorUnder = (field: string) =>
    errorOf(field) ??
    Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1] ??
    null

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setErrors({})
    try {
      const response = await api('mentoring.api.mentorProfile.update', {
        // Boxes left empty go as null: the server names what is required.
        body: payloadOf(data) as ApiArgs<'mentoring.api.mentorProfile.update'>['body'],
        silent: true,
      })
      if (!response?.profile) throw new Error('Invalid response')
      setData(formValuesOf(response.profile))
      setHasProfile(true)
      setListing(response.listing.status)
      setMissing(response.listing.missing)
      toast({
        title: t('mentor_settings.saved.title'),
        description: t('mentor_settings.saved.description'),
      })
    } catch (error) {
      const invalid = error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR'
      if (invalid) {
        setErrors(error.fieldErrors)
        focusErrors(error.fieldErrors)
      }
      toast({
        title: t('mentor_settings.errors.saveFailed'),
        description: invalid ? t('mentor_settings.errors.fixFields') : undefined,
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  return {
    data,
    set,
    errorOf,
    firstErrorUnder,
    saving,
    hasProfile,
    listing,
    missing,
    formRef,
    submit,
  }
}
