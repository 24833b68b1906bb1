import { ResetPasswordScreen, type ResetPasswordProps } from '~/components/accounts/auth_form_reset'

/** /reset-password?token=: the spec's reset page, the same form. */
export default function ResetPassword(props: ResetPasswordProps) {
  return <ResetPasswordScreen {...props} />
}
