import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'
import type { GoogleDriverConfig, LinkedInOpenidConnectDriverConfig } from '@adonisjs/ally/types'

/**
 * Google and LinkedIn (OpenID Connect) sign-in. The return routes are the
 * spec's /auth/google/callback/:token and /auth/linkedin pages.
 *
 * A provider without a client id counts as not configured: its sign-in
 * button answers with the "Failed to initialize ... login" notice.
 *
 * The endpoint URLs default to the providers' real ones; the *_URL variables
 * only exist to point the real drivers at another server (the tests' local
 * OAuth/OpenID server).
 */
function optionalUrl(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined
}

/**
 * The drivers' settings, exported so that tests can switch a provider off
 * (the drivers read these very objects on every request).
 */
export const googleSettings: GoogleDriverConfig = {
  clientId: env.get('GOOGLE_CLIENT_ID', ''),
  clientSecret: env.get('GOOGLE_CLIENT_SECRET', ''),
  callbackUrl: `${env.get('APP_URL')}/auth/google/callback/oauth`,
  authorizeUrl: optionalUrl(env.get('GOOGLE_AUTHORIZE_URL')),
  accessTokenUrl: optionalUrl(env.get('GOOGLE_TOKEN_URL')),
  userInfoUrl: optionalUrl(env.get('GOOGLE_USERINFO_URL')),
  scopes: ['openid', 'userinfo.email', 'userinfo.profile'],
  prompt: 'select_account',
}

export const linkedinSettings: LinkedInOpenidConnectDriverConfig = {
  clientId: env.get('LINKEDIN_CLIENT_ID', ''),
  clientSecret: env.get('LINKEDIN_CLIENT_SECRET', ''),
  callbackUrl: `${env.get('APP_URL')}/auth/linkedin`,
  authorizeUrl: optionalUrl(env.get('LINKEDIN_AUTHORIZE_URL')),
  accessTokenUrl: optionalUrl(env.get('LINKEDIN_TOKEN_URL')),
  userInfoUrl: optionalUrl(env.get('LINKEDIN_USERINFO_URL')),
  scopes: ['openid', 'profile', 'email'],
}

/**
 * Google Calendar (Settings > Calendar integration): the same Google client
 * as the sign-in, a separate consent for the calendar scopes with offline
 * access (a refresh token) and a fresh consent every time, so that Google
 * issues a refresh token again after a disconnect. The GOOGLE_CALENDAR_*_URL
 * variables exist only to point the driver at another server (the tests'
 * local Google Calendar fake).
 */
export const googleCalendarSettings: GoogleDriverConfig = {
  clientId: env.get('GOOGLE_CLIENT_ID', ''),
  clientSecret: env.get('GOOGLE_CLIENT_SECRET', ''),
  callbackUrl: `${env.get('APP_URL')}/settings/account/calendar/callback`,
  authorizeUrl: optionalUrl(env.get('GOOGLE_CALENDAR_AUTHORIZE_URL')),
  accessTokenUrl: optionalUrl(env.get('GOOGLE_CALENDAR_TOKEN_URL')),
  userInfoUrl: optionalUrl(env.get('GOOGLE_CALENDAR_USERINFO_URL')),
  scopes: ['openid', 'userinfo.email', 'calendar.events', 'calendar.readonly'],
  accessType: 'offline',
  prompt: 'consent',
}

const allyConfig = defineConfig({
  google: services.google(googleSettings),
  linkedin: services.linkedinOpenidConnect(linkedinSettings),
  googleCalendar: services.google(googleCalendarSettings),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
