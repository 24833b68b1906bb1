import type { HttpContext } from '@adonisjs/core/http'
import { keepsSavedMentors, savedMentorIds } from '#mentoring/services/saved_mentors'

/** What every page gets from mentoring: a STUDENT's saved mentors (spec: loaded at sign-in), so every heart is right. */
export async function mentoringPageProps({ auth }: Partial<HttpContext>) {
  const user = auth?.user
  return { savedMentorIds: keepsSavedMentors(user) ? await savedMentorIds(user) : null }
}

declare module '#core/services/page_props' {
  interface ModulePageProps extends Awaited<ReturnType<typeof mentoringPageProps>> {}
}
