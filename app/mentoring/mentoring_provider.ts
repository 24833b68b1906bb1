/**
 * What mentoring adds to the shared parts of core when the app starts: every page's saved
 * mentors, the mentor profiles of the sitemap, the catalogue's calls in the API document and
 * the mentors, applications and skills of the admin console; to accounts, whether a mentor's public
 * profile is listed and what a new role means for a mentor profile; and it counts the sessions
 * its mentors have held (`session:completed`); its part of members' data (export and deletion);
 * the conversations: how the HTTP edge answers their expected failures, who may subscribe to
 * their real-time channels, and the reported ones in the console.
 */
export default class MentoringProvider {
  async start() {
    const { sharePageProps } = await import('#core/services/page_props')
    const { addToSitemap } = await import('#core/services/sitemap')
    const { addToApiDocument } = await import('#core/services/api_document')
    const { mentoringPageProps } = await import('#mentoring/page_props')
    const { listedProfileUrls } = await import('#mentoring/services/sitemap_profiles')
    const { mentoringApiDocument } = await import('#mentoring/services/openapi')
    sharePageProps(mentoringPageProps)
    addToSitemap(listedProfileUrls)
    addToApiDocument(mentoringApiDocument)
    const { addAdminResource } = await import('#core/services/admin_resources')
    const { mentors } = await import('#mentoring/console/mentors')
    const { mentorApplications } = await import('#mentoring/console/mentor_applications')
    const { skills } = await import('#mentoring/console/skills')
    const { conversationReports } = await import('#mentoring/console/conversation_reports')
    addAdminResource(mentors, mentorApplications, skills, conversationReports)
    const { answerAtTheEdge } = await import('#core/errors')
    const { ConversationError } = await import('#mentoring/errors')
    const { conversationAnswer } = await import('#mentoring/error_answers')
    answerAtTheEdge(ConversationError, conversationAnswer)
    // Real-time channels are the web process's (an ace command, the queue worker, opens none).
    const { default: app } = await import('@adonisjs/core/services/app')
    if (['web', 'test'].includes(app.getEnvironment())) {
      const { authorizeConversationChannels } =
        await import('#mentoring/services/conversation_channels')
      await authorizeConversationChannels()
    }
    const { tellListedProfilesWith, followRoleChangesWith } = await import('#accounts/index')
    const { findListedMentor } = await import('#mentoring/services/mentor_profile_page')
    tellListedProfilesWith(async (userId) => (await findListedMentor(String(userId))) !== null)
    const { followRoleChange } = await import('#mentoring/services/role_changes')
    followRoleChangesWith(followRoleChange)
    const { countHeldSessions } = await import('#mentoring/listeners/mentor_stats')
    countHeldSessions()
    const { registerPersonalData } = await import('#core/services/personal_data')
    const { mentoringPersonalData } = await import('#mentoring/services/personal_data')
    registerPersonalData(mentoringPersonalData)
  }
}
