import type { AuthProvider, UserIdentity } from 'react-admin'
import { httpClient } from './httpClient'
import { fetchMe, loginUrl, type Me } from './session'

const isAdmin = (me: Me | null): me is Me => me?.role === 'ADMIN'

const RECHECK_AFTER_MS = 2000

/**
 * Signing in happens on the site's own page (same session cookie); the
 * console only checks that the user is an ADMIN and sends anyone else there.
 */
export function createAuthProvider(initialUser: Me | null): AuthProvider {
  let user = initialUser
  // One page change asks several times at once (access, identity): one request answers them.
  let lastCheck: { at: number; me: Promise<Me | null> } | null = null
  // After signing out, every check that follows leads to the same "signed out" page.
  let signedOut = false
  let leaving = false

  /**
   * Leaves the console for the site's sign-in page, once: the console does it
   * itself rather than react-admin, whose checks and refetches after a logout
   * would start more navigations that can cancel the first.
   */
  function leave() {
    if (leaving) return
    leaving = true
    window.location.replace(
      signedOut ? `${window.location.origin}/login?reason=signed_out` : loginUrl()
    )
  }

  function recentMe() {
    if (!lastCheck || Date.now() - lastCheck.at > RECHECK_AFTER_MS) {
      const me = fetchMe()
      me.catch(() => (lastCheck = null))
      lastCheck = { at: Date.now(), me }
    }
    return lastCheck.me
  }

  async function currentAdmin() {
    const me = await recentMe()
    // Only an admin's session is ended by the console's logout, never a mentee's.
    user = isAdmin(me) ? me : null
    if (!isAdmin(me)) {
      // react-admin then calls logout(), which leaves for the sign-in page.
      throw { message: false }
    }
    return me
  }

  return {
    login: async () => {},
    checkAuth: async () => {
      await currentAdmin()
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) {
        user = null
        lastCheck = null
        leave()
        throw { redirectTo: false, message: false, logoutUser: false }
      }
      // 403 and the rest are the request's own failure (shown by the view), not a lost session.
    },
    logout: async () => {
      if (user) {
        signedOut = true
        await httpClient('/api/auth/logout', { method: 'POST', body: '{}' }).catch(() => {})
      }
      user = null
      lastCheck = null
      leave()
      // No redirect by react-admin: leave() is on its way.
      return false
    },
    getIdentity: async (): Promise<UserIdentity> => {
      const me = isAdmin(user) ? user : await currentAdmin()
      return {
        id: me.id,
        fullName: `${me.first_name} ${me.last_name}`.trim(),
        avatar: me.profile_image ?? undefined,
      }
    },
    getPermissions: async () => user?.role ?? null,
  }
}
