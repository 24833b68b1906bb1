import { formerMemberName, membersByIds } from '#accounts/index'
import { forgetAuditedRecords } from '#core/services/audit_log'
import { exportedFields, type PersonalDataPart } from '#core/services/personal_data'
import Industry from '#core/models/industry'
import MatchingRequest from '#mentoring/models/matching_request'
import MentorApplication from '#mentoring/models/mentor_application'
import MentorMessage from '#mentoring/models/mentor_message'
import MentorProfile from '#mentoring/models/mentor_profile'
import SavedMentor from '#mentoring/models/saved_mentor'
import SavedSearch from '#mentoring/models/saved_search'
import Skill from '#mentoring/models/skill'
import { shortName } from '#mentoring/services/mentor_profile_page'

/*
| Mentoring's part of members' data: a mentor's profile (with its skills and
| industries) and applications, a member's saved mentors and searches, their
| matching requests and their messages to mentors. A message stays with the
| other party when one of them leaves (the conversation is theirs too), the
| leaver shown as a former member; everything else goes with the member.
*/

const PROFILE_FIELDS = [
  'headline',
  'bio',
  'yearsOfExperience',
  'hourlyRateCents',
  'sessionDurationMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'maxSessionsPerMonth',
  'companySizes',
  'useGoogleMeet',
  'rating',
  'ratingsCount',
  'sessionsCount',
  'confirmMedianMinutes',
  'pausedAt',
  'pausedReason',
  'isApproved',
  'isActive',
  'approvedAt',
  'createdAt',
  'updatedAt',
] as const

async function profileOf(userId: number) {
  const profile = await MentorProfile.query()
    .where('userId', userId)
    .preload('skills')
    .preload('industries')
    .first()
  if (!profile) return null
  return {
    ...exportedFields(profile, PROFILE_FIELDS),
    skills: profile.skills.map((skill) => skill.name),
    industries: profile.industries.map((industry) => ({
      name: industry.name,
      years: Number(industry.$extras.pivot_years),
    })),
  }
}

type Criteria = Record<string, unknown> | null

/**
 * Saved searches' and matching requests' criteria as the member chose them: industries and
 * skills by name in the member's language (the stored criteria hold their ids).
 */
async function readableCriteria(all: Criteria[], locale: string) {
  const idsOf = (field: string) =>
    all.flatMap((criteria) => {
      const ids = criteria?.[field]
      return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []
    })
  const nameIn = (vocabulary: (Industry | Skill)[]) =>
    new Map(
      vocabulary.map((item) => [item.id, (locale === 'it' && item.nameIt) || item.name] as const)
    )
  const names = {
    industries: nameIn(await Industry.query().whereIn('id', idsOf('industries'))),
    skills: nameIn(await Skill.query().whereIn('id', idsOf('skills'))),
  }
  return (criteria: Criteria) => {
    if (!criteria) return criteria
    const readable: Record<string, unknown> = { ...criteria }
    for (const [field, byId] of Object.entries(names)) {
      const ids = criteria[field]
      if (Array.isArray(ids)) readable[field] = ids.map((id) => byId.get(id) ?? String(id))
    }
    return readable
  }
}

export const mentoringPersonalData: PersonalDataPart = {
  module: 'mentoring',
  tables: [
    'mentor_profiles',
    'mentor_skills',
    'mentor_industries',
    'mentor_applications',
    'saved_mentors',
    'saved_searches',
    'matching_requests',
    'mentor_messages',
  ],
  impersonal: {
    skills: 'the skills mentors choose from',
    catalogue_versions: "a token that changes with the catalogue (its caches' key)",
  },

  async export(subject) {
    const saved = await SavedMentor.query().where('userId', subject.id).orderBy('createdAt')
    const searches = await SavedSearch.query().where('userId', subject.id).orderBy('createdAt')
    const applications = await MentorApplication.query()
      .where('userId', subject.id)
      .orderBy('createdAt')
    const requests = await MatchingRequest.query().where('userId', subject.id).orderBy('createdAt')
    const sent = await MentorMessage.query().where('senderUserId', subject.id).orderBy('createdAt')
    const received = await MentorMessage.query()
      .where('mentorUserId', subject.id)
      .orderBy('createdAt')
    const people = await membersByIds([
      ...saved.map((one) => one.mentorUserId),
      ...sent.flatMap((message) => message.mentorUserId ?? []),
      ...received.flatMap((message) => message.senderUserId ?? []),
    ])
    const former = formerMemberName(subject.locale)
    const criteriaOf = await readableCriteria(
      [...searches, ...requests].map((one) => one.criteria),
      subject.locale
    )
    const nameOf = (id: number | null) => (id === null ? undefined : people.get(id))
    return {
      mentorProfile: await profileOf(subject.id),
      mentorApplications: applications.map((application) =>
        exportedFields(application, [
          'basis',
          'profileUrl',
          'links',
          'motivation',
          'status',
          'rejectionReason',
          'reviewedAt',
          'createdAt',
        ])
      ),
      savedMentors: saved.map((one) => ({
        mentor: nameOf(one.mentorUserId)?.fullName ?? former,
        savedAt: exportedFields(one, ['createdAt']).createdAt,
      })),
      savedSearches: searches.map((search) => ({
        ...exportedFields(search, ['name', 'createdAt', 'updatedAt']),
        criteria: criteriaOf(search.criteria),
      })),
      matchingRequests: requests.map((request) => ({
        message: request.message,
        criteria: criteriaOf(request.criteria),
        ...exportedFields(request, ['status', 'handledAt', 'createdAt']),
      })),
      messagesSent: sent.map((message) => ({
        to: nameOf(message.mentorUserId)?.fullName ?? former,
        ...exportedFields(message, ['body', 'sentAt', 'createdAt']),
      })),
      // The sender as the mentor's e-mail named them: first name and last initial.
      messagesReceived: received.map((message) => {
        const sender = nameOf(message.senderUserId)
        return {
          from: sender ? shortName(sender.firstName, sender.lastName) : former,
          ...exportedFields(message, ['body', 'sentAt', 'createdAt']),
        }
      }),
    }
  },

  async erase(subject, trx) {
    const applications = await MentorApplication.query({ client: trx })
      .where('userId', subject.id)
      .select('id')
    await forgetAuditedRecords(
      'mentor_application',
      applications.map((application) => application.id),
      trx
    )
    await forgetAuditedRecords('mentor', [subject.id], trx)
    await MentorApplication.query({ client: trx }).where('userId', subject.id).delete()
    // Its skills and industries go with it (cascade); the catalogue's token moves (trigger).
    await MentorProfile.query({ client: trx }).where('userId', subject.id).delete()
    await SavedMentor.query({ client: trx })
      .where('userId', subject.id)
      .orWhere('mentorUserId', subject.id)
      .delete()
    await SavedSearch.query({ client: trx }).where('userId', subject.id).delete()
    await MatchingRequest.query({ client: trx }).where('userId', subject.id).delete()
    await MentorMessage.query({ client: trx })
      .where('senderUserId', subject.id)
      .update({ senderUserId: null })
    await MentorMessage.query({ client: trx })
      .where('mentorUserId', subject.id)
      .update({ mentorUserId: null })
    // A message neither party of which is a member any more is nobody's conversation.
    await MentorMessage.query({ client: trx })
      .whereNull('senderUserId')
      .whereNull('mentorUserId')
      .delete()
  },
}
