import { useIntl } from 'react-intl'
import { cn } from '~/lib/cn'
import { urlFor } from '~/client'

type Props = {
  /** A same-site path to land on after signing in (the server checks it again). */
  returnTo?: string | null
  className?: string
}

const REDIRECTS = {
  google: 'accounts.social.googleRedirect',
  linkedin: 'accounts.social.linkedinRedirect',
} as const

function redirectHref(provider: 'google' | 'linkedin', returnTo?: string | null) {
  return urlFor(REDIRECTS[provider], undefined, { qs: returnTo ? { returnTo } : undefined })
}

export function GoogleIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  )
}

export function LinkedInIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path
        fill="#0A66C2"
        d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"
      />
    </svg>
  )
}

const buttonClass =
  'inline-flex h-10 w-full items-center justify-center gap-3 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:ring-offset-2 focus-visible:outline-none'

/**
 * "Sign in with Google" / "Sign in with LinkedIn": plain links (a full page
 * load, as the provider's page is another site) to the redirect routes,
 * carrying `returnTo` when given. Placed on the login and register pages.
 */
export function SocialSignIn({ returnTo, className }: Props) {
  const intl = useIntl()
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'oauth.groupLabel' })}
      className={cn('flex flex-col gap-3', className)}
    >
      <a href={redirectHref('google', returnTo)} className={buttonClass}>
        <GoogleIcon />
        <span>{intl.formatMessage({ id: 'oauth.signInWith.google' })}</span>
      </a>
      <a href={redirectHref('linkedin', returnTo)} className={buttonClass}>
        <LinkedInIcon />
        <span>{intl.formatMessage({ id: 'oauth.signInWith.linkedin' })}</span>
      </a>
    </div>
  )
}

export default SocialSignIn
