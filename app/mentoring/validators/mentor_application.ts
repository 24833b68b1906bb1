import vine from '@vinejs/vine'
import { MENTOR_APPLICATION_BASES, MENTOR_APPLICATION_RULES } from '#business/accounts'

const httpUrl = (maxLength: number) =>
  vine
    .string()
    .trim()
    .maxLength(maxLength)
    .url({ protocols: ['http', 'https'], require_protocol: true, require_tld: true })

/**
 * The application to become a mentor (POST /api/mentor-applications): one of
 * the four selection bases, a professional-profile URL, optional further
 * links (http or https) and the motivation.
 */
export const mentorApplicationValidator = vine.create({
  basis: vine.enum(MENTOR_APPLICATION_BASES),
  profileUrl: httpUrl(MENTOR_APPLICATION_RULES.profileUrlMaxLength),
  links: vine
    .array(httpUrl(MENTOR_APPLICATION_RULES.linkMaxLength))
    .maxLength(MENTOR_APPLICATION_RULES.linksMax)
    .optional(),
  motivation: vine
    .string()
    .trim()
    .minLength(MENTOR_APPLICATION_RULES.motivationMinLength)
    .maxLength(MENTOR_APPLICATION_RULES.motivationMaxLength),
})

/** An admin's rejection: the reason is required (shown to the applicant). */
export const rejectApplicationValidator = vine.create({
  reason: vine
    .string()
    .trim()
    .minLength(MENTOR_APPLICATION_RULES.rejectionReasonMinLength)
    .maxLength(MENTOR_APPLICATION_RULES.rejectionReasonMaxLength),
})
