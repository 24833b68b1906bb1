import type { HttpContext } from '@adonisjs/core/http'
import { isAllowed } from '#core/authorization'
import MentorSettingsPolicy from '#mentoring/policies/mentor_settings_policy'
import { keepsSavedMentors, savedMentorIds } from '#mentoring/services/saved_mentors'
import { mentorPauseOf } from '#mentoring/services/mentor_pause'
import MentorPauseTransformer from '#mentoring/transformers/mentor_pause_transformer'
import { unreadConversationCount } from '#mentoring/services/conversations'

/**
 * What every page gets from mentoring: a STUDENT's saved mentors (spec: loaded at sign-in), so
 * every heart is right; whether the viewer may edit mentor settings (their links in the menus);
 * a mentor's pause, so their dashboard and settings say it with the way back; how many of
 * the member's conversations have unread messages (the header's badge).
 */
export async function mentoringPageProps({ auth }: Partial<HttpContext>) {
  const user = auth?.user
  const canEditMentorSettings = !!user && isAllowed(new MentorSettingsPolicy().edit(user))
  const pause = user && canEditMentorSettings ? await mentorPauseOf(user.id) : null
  return {
    savedMentorIds: keepsSavedMentors(user) ? await savedMentorIds(user) : null,
    canEditMentorSettings,
    mentorPause: pause ? new MentorPauseTransformer(pause).toObject() : null,
    unreadConversations: user ? await unreadConversationCount(user.id) : null,
  }
}

declare module '#core/services/page_props' {
  interface ModulePageProps extends Awaited<ReturnType<typeof mentoringPageProps>> {}
}
