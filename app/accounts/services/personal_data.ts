import User from '#accounts/models/user'
import AuthToken from '#accounts/models/auth_token'
import OnboardingAnswer from '#accounts/models/onboarding_answer'
import { removeStored } from '#accounts/services/profile_image'
import { eraseDataExports, exportDataExports } from '#accounts/services/data_export'
import { exportedFields, type PersonalDataPart } from '#core/services/personal_data'

/*
| Accounts' part of members' data: the account and profile, how they sign in
| (never a password hash, a provider's id or a token), their e-mail settings,
| the onboarding answers and industries, the copies of their data they asked for. The user's row itself goes last, in
| account_deletion.ts.
*/

const ACCOUNT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'status',
  'locale',
  'timezone',
  'city',
  'companyName',
  'companySize',
  'professionalRole',
  'profileImage',
  'slug',
  'onboarded',
  'emailVerifiedAt',
  'suspendedAt',
  'lastLoginAt',
  'tourState',
  'tourFinishedAt',
  'welcomedAt',
  'createdAt',
  'updatedAt',
] as const

const NOTIFICATION_FIELDS = [
  'emailBookings',
  'emailReminders',
  'emailFinalReminders',
  'emailOutcomeFollowUps',
  'emailMessages',
  'emailProductNews',
  'emailReferrals',
] as const

const ONBOARDING_FIELDS = [
  'step',
  'location',
  'companyName',
  'companySize',
  'role',
  'growthChallenge',
  'discoverySource',
  'discoverySourceOther',
  'createdAt',
  'updatedAt',
] as const

export const accountsPersonalData: PersonalDataPart = {
  module: 'accounts',
  tables: [
    'users',
    'auth_tokens',
    'remember_me_tokens',
    'onboarding_answers',
    'user_industries',
    'data_exports',
  ],

  async export(subject) {
    const user = await User.findOrFail(subject.id)
    await user.load('industries')
    const answers = await OnboardingAnswer.findBy('userId', subject.id)
    return {
      account: exportedFields(user, ACCOUNT_FIELDS),
      signIn: {
        withPassword: Boolean(user.password),
        withGoogle: Boolean(user.googleId),
        withLinkedin: Boolean(user.linkedinId),
      },
      notificationSettings: exportedFields(user, NOTIFICATION_FIELDS),
      onboardingAnswers: answers ? exportedFields(answers, ONBOARDING_FIELDS) : null,
      industries: user.industries.map((industry) => ({
        name: industry.name,
        nameIt: industry.nameIt,
      })),
      dataExports: await exportDataExports(subject),
    }
  },

  /** The picture files go first: a file cannot wait for the transaction. */
  async leave(subject) {
    const user = await User.find(subject.id)
    if (user?.profileImage) await removeStored(user.profileImage)
  },

  async erase(subject, trx) {
    await AuthToken.query({ client: trx }).where('userId', subject.id).delete()
    await trx.from('remember_me_tokens').where('tokenable_id', subject.id).delete()
    await OnboardingAnswer.query({ client: trx }).where('userId', subject.id).delete()
    await trx.from('user_industries').where('user_id', subject.id).delete()
    await eraseDataExports(subject, trx)
  },
}
