import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import { MailboxTransport } from '#core/mails/mailbox_transport'

const smtpUser = env.get('SMTP_USERNAME')

const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER'),
  from: {
    address: env.get('MAIL_FROM_ADDRESS'),
    name: env.get('MAIL_FROM_NAME'),
  },
  globals: {
    brandName: 'Mentorship Hub',
  },
  /*
  | MAIL_MAILER picks one: `smtp` sends through the SMTP server below;
  | `mailbox` (development and the demo) keeps every message in tmp/mailbox/
  | and shows it at /dev/mailbox instead of sending it.
  */
  mailers: {
    mailbox: () => new MailboxTransport(),
    smtp: transports.smtp({
      host: env.get('SMTP_HOST'),
      port: env.get('SMTP_PORT'),
      secure: env.get('SMTP_SECURE', false),
      ...(smtpUser
        ? { auth: { type: 'login' as const, user: smtpUser, pass: env.get('SMTP_PASSWORD', '') } }
        : {}),
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
