import { ResetPasswordScreen, type ResetPasswordProps } from '~/components/accounts/auth_form_reset'

/** /recover-password/:token: the signed link from the password-reset e-mail. */
export default function RecoverPassword(props: ResetPasswordProps) {
  return <ResetPasswordScreen {...props} />
}
