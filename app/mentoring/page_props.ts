import type { HttpContext } from '@adonisjs/core/http'
import { isAllowed } from '#core/authorization'
import MentorSettingsPolicy from '#mentoring/policies/mentor_settings_policy'
import { keepsSavedMentors, savedMentorIds } from '#mentoring/services/saved_mentors'

/**
 * What every page gets from mentoring: a STUDENT's saved mentors (spec: loaded at sign-in), so
 * every heart is right; whether the viewer may edit mentor settings (their links in the menus).
 */
export async function mentoringPageProps({ auth }: Partial<HttpContext>) {
  const user = auth?.user
  return {
    savedMentorIds: keepsSavedMentors(user) ? await savedMentorIds(user) : null,
    canEditMentorSettings: !!user && isAllowed(new MentorSettingsPolicy().edit(user)),
  }
}

declare module '#core/services/page_props' {
  interface ModulePageProps extends Awaited<ReturnType<typeof mentoringPageProps>> {}
}
