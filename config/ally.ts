import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'

/**
 * Google and LinkedIn (OpenID Connect) sign-in. The return routes are the
 * spec's /auth/google/callback/:token and /auth/linkedin pages.
 */
const allyConfig = defineConfig({
  google: services.google({
    clientId: env.get('GOOGLE_CLIENT_ID', ''),
    clientSecret: env.get('GOOGLE_CLIENT_SECRET', ''),
    callbackUrl: `${env.get('APP_URL')}/auth/google/callback/oauth`,
  }),
  linkedin: services.linkedinOpenidConnect({
    clientId: env.get('LINKEDIN_CLIENT_ID', ''),
    clientSecret: env.get('LINKEDIN_CLIENT_SECRET', ''),
    callbackUrl: `${env.get('APP_URL')}/auth/linkedin`,
  }),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
