import { formerMemberName, membersByIds } from '#accounts/index'
import { forgetAuditedRecords } from '#core/services/audit_log'
import { exportedFields, type PersonalDataPart } from '#core/services/personal_data'
import Industry from '#core/models/industry'
import MatchingRequest from '#mentoring/models/matching_request'
import MentorApplication from '#mentoring/models/mentor_application'
import MentorProfile from '#mentoring/models/mentor_profile'
import Conversation from '#mentoring/models/conversation'
import ConversationMessage from '#mentoring/models/conversation_message'
import ConversationReport from '#mentoring/models/conversation_report'
import SavedMentor from '#mentoring/models/saved_mentor'
import SavedSearch from '#mentoring/models/saved_search'
import Skill from '#mentoring/models/skill'
import { otherSide } from '#mentoring/services/conversations'
import { partyOf } from '#mentoring/services/conversation_views'

/*
| Mentoring's part of members' data: a mentor's profile (with its skills and
| industries) and applications, a member's saved mentors and searches, their
| matching requests, their conversations and the reports they filed. A
| conversation stays with the other party when one of them leaves (it is theirs
| too), the leaver shown as a former member; everything else goes with the member.
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
    'conversations',
    'conversation_messages',
    'conversation_reports',
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
    const conversations = await Conversation.query()
      .where('menteeUserId', subject.id)
      .orWhere('mentorUserId', subject.id)
      .orderBy('createdAt')
    const messages = await ConversationMessage.query()
      .whereIn(
        'conversationId',
        conversations.map((conversation) => conversation.id)
      )
      .orderBy('id')
    const reports = await ConversationReport.query()
      .where('reporterUserId', subject.id)
      .orderBy('createdAt')
    const people = await membersByIds([
      ...saved.map((one) => one.mentorUserId),
      ...conversations
        .flatMap((conversation) => [
          conversation.menteeUserId ?? [],
          conversation.mentorUserId ?? [],
        ])
        .flat(),
    ])
    const former = formerMemberName(subject.locale)
    const criteriaOf = await readableCriteria(
      [...searches, ...requests].map((one) => one.criteria),
      subject.locale
    )
    const nameOf = (id: number | null) => (id === null ? undefined : people.get(id))
    const me = `${subject.firstName} ${subject.lastName}`
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
      // Each conversation as the member saw it: the other party as they were named, every message.
      conversations: conversations.map((conversation) => {
        const mySide = conversation.sideOf(subject.id)!
        const theirSide = otherSide(mySide)
        const otherId = conversation.userIdOn(theirSide)
        const other = partyOf(
          otherId === null ? null : (people.get(otherId) ?? null),
          theirSide,
          subject.locale
        )
        const times = exportedFields(conversation, [
          'createdAt',
          'menteeBlockedAt',
          'mentorBlockedAt',
        ])
        return {
          with: other.name,
          role: mySide,
          startedAt: times.createdAt,
          // When the member blocked the other party (null: they did not).
          blockedAt: mySide === 'mentee' ? times.menteeBlockedAt : times.mentorBlockedAt,
          messages: messages
            .filter((message) => message.conversationId === conversation.id)
            .map((message) => ({
              from: message.senderSide === mySide ? me : other.name,
              body: message.body,
              sentAt: exportedFields(message, ['createdAt']).createdAt,
            })),
        }
      }),
      conversationReports: reports.map((report) =>
        exportedFields(report, ['reason', 'details', 'status', 'handledAt', 'createdAt'])
      ),
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
    // Conversations stay with the other party, the leaver a former member; the reports keep
    // what the team needs (the reason, the conversation), not who filed them.
    await ConversationReport.query({ client: trx })
      .where('reporterUserId', subject.id)
      .update({ reporterUserId: null })
    await ConversationReport.query({ client: trx })
      .where('reportedUserId', subject.id)
      .update({ reportedUserId: null })
    await ConversationReport.query({ client: trx })
      .where('handledByUserId', subject.id)
      .update({ handledByUserId: null })
    for (const side of ['mentee', 'mentor'] as const) {
      await Conversation.query({ client: trx })
        .where(`${side}UserId`, subject.id)
        .update({ [`${side}UserId`]: null, [`${side}EmailDueAt`]: null })
    }
    // A conversation neither party of which is a member any more is nobody's (its messages go).
    await Conversation.query({ client: trx })
      .whereNull('menteeUserId')
      .whereNull('mentorUserId')
      .delete()
  },
}
