import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'accounts/forgot_password': ExtractProps<(typeof import('../../inertia/pages/accounts/forgot_password.tsx'))['default']>
    'accounts/login': ExtractProps<(typeof import('../../inertia/pages/accounts/login.tsx'))['default']>
    'accounts/onboarding': ExtractProps<(typeof import('../../inertia/pages/accounts/onboarding.tsx'))['default']>
    'accounts/recover_password': ExtractProps<(typeof import('../../inertia/pages/accounts/recover_password.tsx'))['default']>
    'accounts/register': ExtractProps<(typeof import('../../inertia/pages/accounts/register.tsx'))['default']>
    'accounts/resend_verification': ExtractProps<(typeof import('../../inertia/pages/accounts/resend_verification.tsx'))['default']>
    'accounts/reset_password': ExtractProps<(typeof import('../../inertia/pages/accounts/reset_password.tsx'))['default']>
    'accounts/settings/account': ExtractProps<(typeof import('../../inertia/pages/accounts/settings/account.tsx'))['default']>
    'accounts/settings/basic': ExtractProps<(typeof import('../../inertia/pages/accounts/settings/basic.tsx'))['default']>
    'accounts/settings/data_export_link': ExtractProps<(typeof import('../../inertia/pages/accounts/settings/data_export_link.tsx'))['default']>
    'accounts/settings/notifications': ExtractProps<(typeof import('../../inertia/pages/accounts/settings/notifications.tsx'))['default']>
    'accounts/settings/privacy': ExtractProps<(typeof import('../../inertia/pages/accounts/settings/privacy.tsx'))['default']>
    'accounts/verify_email': ExtractProps<(typeof import('../../inertia/pages/accounts/verify_email.tsx'))['default']>
    'billing/checkout_cancelled': ExtractProps<(typeof import('../../inertia/pages/billing/checkout_cancelled.tsx'))['default']>
    'billing/checkout_free': ExtractProps<(typeof import('../../inertia/pages/billing/checkout_free.tsx'))['default']>
    'billing/checkout_success': ExtractProps<(typeof import('../../inertia/pages/billing/checkout_success.tsx'))['default']>
    'billing/pricing': ExtractProps<(typeof import('../../inertia/pages/billing/pricing.tsx'))['default']>
    'billing/pro': ExtractProps<(typeof import('../../inertia/pages/billing/pro.tsx'))['default']>
    'billing/settings/payments': ExtractProps<(typeof import('../../inertia/pages/billing/settings/payments.tsx'))['default']>
    'billing/test_checkout': ExtractProps<(typeof import('../../inertia/pages/billing/test_checkout.tsx'))['default']>
    'core/careers': ExtractProps<(typeof import('../../inertia/pages/core/careers.tsx'))['default']>
    'core/contact': ExtractProps<(typeof import('../../inertia/pages/core/contact.tsx'))['default']>
    'core/content_page': ExtractProps<(typeof import('../../inertia/pages/core/content_page.tsx'))['default']>
    'core/home': ExtractProps<(typeof import('../../inertia/pages/core/home.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'mentoring/become_mentor': ExtractProps<(typeof import('../../inertia/pages/mentoring/become_mentor.tsx'))['default']>
    'mentoring/conversation': ExtractProps<(typeof import('../../inertia/pages/mentoring/conversation.tsx'))['default']>
    'mentoring/conversations': ExtractProps<(typeof import('../../inertia/pages/mentoring/conversations.tsx'))['default']>
    'mentoring/matching': ExtractProps<(typeof import('../../inertia/pages/mentoring/matching.tsx'))['default']>
    'mentoring/mentor_profile': ExtractProps<(typeof import('../../inertia/pages/mentoring/mentor_profile.tsx'))['default']>
    'mentoring/mentors': ExtractProps<(typeof import('../../inertia/pages/mentoring/mentors.tsx'))['default']>
    'mentoring/saved_mentors': ExtractProps<(typeof import('../../inertia/pages/mentoring/saved_mentors.tsx'))['default']>
    'mentoring/settings/mentor_profile': ExtractProps<(typeof import('../../inertia/pages/mentoring/settings/mentor_profile.tsx'))['default']>
    'referrals/landing': ExtractProps<(typeof import('../../inertia/pages/referrals/landing.tsx'))['default']>
    'referrals/settings': ExtractProps<(typeof import('../../inertia/pages/referrals/settings.tsx'))['default']>
    'scheduling/book_session': ExtractProps<(typeof import('../../inertia/pages/scheduling/book_session.tsx'))['default']>
    'scheduling/dashboard': ExtractProps<(typeof import('../../inertia/pages/scheduling/dashboard.tsx'))['default']>
    'scheduling/my_sessions': ExtractProps<(typeof import('../../inertia/pages/scheduling/my_sessions.tsx'))['default']>
    'scheduling/outcome': ExtractProps<(typeof import('../../inertia/pages/scheduling/outcome.tsx'))['default']>
    'scheduling/settings/calendar': ExtractProps<(typeof import('../../inertia/pages/scheduling/settings/calendar.tsx'))['default']>
    'scheduling/settings/schedule': ExtractProps<(typeof import('../../inertia/pages/scheduling/settings/schedule.tsx'))['default']>
  }
}
