import { useIntl } from 'react-intl'
import { ACCOUNT_RULES } from '#business/accounts'
import { EmailRequestPage } from '~/components/accounts/email_request_page'

type Props = { sent: boolean }

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export default function ForgotPassword({ sent }: Props) {
  const intl = useIntl()
  return (
    <EmailRequestPage
      messages="auth.forgot"
      route="accounts.forgotPassword.store"
      sent={sent}
      sentBody={
        <>
          <p>{intl.formatMessage({ id: 'auth.forgot.sentDescription' })}</p>
          <p className="mt-1">
            {intl.formatMessage(
              { id: 'auth.forgot.linkValidity' },
              { hours: ACCOUNT_RULES.passwordResetTokenHours }
            )}
          </p>
        </>
      }
    />
  )
}
