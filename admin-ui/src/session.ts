/*
| Who is signed in, without react-admin: the shell (main.ts) asks before the
| console's code has loaded, the auth provider asks again on its checks.
*/

/** GET /api/auth/me's user (the fields the console uses). */
export type Me = {
  id: number
  first_name: string
  last_name: string
  email: string
  role: 'ADMIN' | 'MENTOR' | 'STUDENT'
  locale?: string | null
  profile_image?: string | null
}

/** An answer of /api/auth/me other than 200 or 401 (react-admin reads `status`). */
export class SessionCheckError extends Error {
  constructor(readonly status: number) {
    super(`GET /api/auth/me answered ${status}`)
  }
}

/** The signed-in user, or null when signed out. */
export async function fetchMe(): Promise<Me | null> {
  const response = await fetch('/api/auth/me', {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  })
  if (response.status === 401) return null
  if (!response.ok) throw new SessionCheckError(response.status)
  const { user } = (await response.json()) as { user: Me }
  return user ?? null
}

/** The site's sign-in page, coming back to where the admin was in the console. */
export function loginUrl() {
  const here = window.location.pathname.startsWith('/admin')
    ? `${window.location.pathname}${window.location.search}`
    : '/admin'
  return `${window.location.origin}/login?returnTo=${encodeURIComponent(here)}`
}
