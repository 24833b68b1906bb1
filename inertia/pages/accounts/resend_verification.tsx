import { useIntl } from 'react-intl'
import { EmailRequestPage } from '~/components/accounts/email_request_page'

type Props = { email: string | null; sent: boolean }

/** Asks for a new verification link; the answer never tells whether an account exists. */
export default function ResendVerification({ email, sent }: Props) {
  const intl = useIntl()
  return (
    <EmailRequestPage
      messages="auth.resend"
      route="accounts.resendVerification.store"
      initialEmail={email}
      sent={sent}
      sentBody={intl.formatMessage({ id: 'auth.resend.sentGeneric' })}
    />
  )
}
