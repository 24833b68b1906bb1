import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import User from '#accounts/models/user'
import { ACCOUNT_RULES, ROLES, USER_STATUSES, type Role } from '#business/accounts'
import { LOCALES } from '#business/app'
import { AppError } from '#core/errors'
import { formMessages } from '#core/services/form_messages'
import { editableTimeZone, personName, whenPresent } from '#accounts/validators/rules'
import { requestPasswordReset } from '#accounts/services/password_reset'
import { changeRole } from '#accounts/services/roles'
import { changeMemberStatus } from '#accounts/services/member_status'
import { deleteMemberAccount } from '#accounts/services/account_deletion'
import { audit, auditSourceOf } from '#core/services/audit_log'
import {
  dateFilters,
  equalsFilter,
  recordOf,
  searchFilter,
  type ResourceDefinition,
} from '#core/services/admin_resources'
import UserTransformer, { consoleUserSchema } from '#accounts/transformers/console/user_transformer'

/*
| Users: every account, accounts' resource of the admin console. Edits and
| actions carry their business effects: suspending ends the user's sessions
| on every device and cancels their mentoring sessions still to happen (the
| other party told, a mentor's mentees offered similar mentors, the credit
| back: scheduling's, see leaving_members.ts), a role change gives or hides
| a mentor profile (mentoring's, see roles.ts), a password reset mails the
| usual link. Deleting does the same cancelling first; the past sessions
| stay in the other party's history with the deleted person shown as a
| former member. An admin cannot suspend, demote or delete their own account
| (the console would lock them out).
*/

const COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'role',
  'status',
  'locale',
  'timezone',
  'onboarded',
  'email_verified_at',
  'suspended_at',
  'last_login_at',
  'created_at',
  'slug',
]

/** A partial edit: a field sent empty is an error, a field left out stays as it is. */
export const userEditValidator = vine.create({
  firstName: personName().optional().requiredWhen(whenPresent('firstName')),
  lastName: personName().optional().requiredWhen(whenPresent('lastName')),
  email: vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(ACCOUNT_RULES.emailMaxLength)
    .email()
    .optional()
    .requiredWhen(whenPresent('email')),
  locale: vine.enum(LOCALES).optional().requiredWhen(whenPresent('locale')),
  timezone: editableTimeZone(),
  role: vine.enum(ROLES).optional().requiredWhen(whenPresent('role')),
})

export const roleValidator = vine.create({ role: vine.enum(ROLES) })

async function userOf(id: number) {
  const user = await User.find(id)
  if (!user) throw new AppError('NOT_FOUND')
  return user
}

function notOnYourself(ctx: HttpContext, user: User) {
  if (ctx.auth.user!.id === user.id) {
    throw new AppError('FORBIDDEN', { messageKey: 'admin.users.errors.self' })
  }
}

async function update(ctx: HttpContext, id: number) {
  const input = await ctx.request.validateUsing(userEditValidator, {
    messagesProvider: formMessages(ctx, 'admin'),
  })
  const user = await userOf(id)
  const before = await recordOf(users, id)
  if (input.email && input.email !== user.email) {
    const taken = await User.query().where('email', input.email).whereNot('id', id).first()
    if (taken) {
      throw new AppError('VALIDATION_ERROR', {
        errors: { email: [ctx.i18n.t('admin.users.errors.emailTaken')] },
      })
    }
  }
  const { role, ...fields } = input
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.merge({
      ...(fields.firstName && { firstName: fields.firstName }),
      ...(fields.lastName && { lastName: fields.lastName }),
      ...(fields.email && { email: fields.email }),
      ...(fields.locale && { locale: fields.locale }),
      ...(fields.timezone && { timezone: fields.timezone }),
    })
    await user.save()
    if (role && role !== user.role) {
      notOnYourself(ctx, user)
      await changeRole(user, role as Role, trx)
    }
    await audit(
      auditSourceOf(ctx),
      { action: 'user.update', entityType: 'user', entityId: id, before, after: input },
      trx
    )
  })
}

async function setStatus(ctx: HttpContext, id: number, status: (typeof USER_STATUSES)[number]) {
  const user = await userOf(id)
  if (status === 'suspended') notOnYourself(ctx, user)
  await changeMemberStatus(user, status, { admin: ctx.auth.user!, source: auditSourceOf(ctx) })
}

async function setRole(ctx: HttpContext, id: number) {
  const { role } = await ctx.request.validateUsing(roleValidator, {
    messagesProvider: formMessages(ctx, 'admin'),
  })
  const user = await userOf(id)
  if (user.role === role) return
  notOnYourself(ctx, user)
  const before = user.role
  await db.transaction(async (trx) => {
    await changeRole(user, role, trx)
    await audit(
      auditSourceOf(ctx),
      {
        action: 'user.role',
        entityType: 'user',
        entityId: id,
        before: { role: before },
        after: { role },
      },
      trx
    )
  })
}

async function sendPasswordReset(ctx: HttpContext, id: number) {
  const user = await userOf(id)
  if (user.status === 'suspended') {
    throw new AppError('VALIDATION_ERROR', { messageKey: 'admin.users.errors.resetSuspended' })
  }
  await requestPasswordReset(user.email)
  await audit(auditSourceOf(ctx), {
    action: 'user.password_reset',
    entityType: 'user',
    entityId: id,
    after: { email: user.email },
  })
}

async function destroy(ctx: HttpContext, id: number) {
  const user = await userOf(id)
  notOnYourself(ctx, user)
  // Each module's part: the subscription stopped, upcoming sessions cancelled (the other party
  // e-mailed, the credit back), then the data removed; past sessions stay with the other party.
  await deleteMemberAccount(user, { by: 'admin', adminId: ctx.auth.user!.id }, auditSourceOf(ctx))
}

export const users: ResourceDefinition = {
  name: 'users',
  schema: consoleUserSchema,
  transformer: UserTransformer,
  bodies: { update: userEditValidator, role: roleValidator },
  query: () => db.from('users').select(COLUMNS),
  idColumn: 'id',
  sortColumns: {
    id: 'id',
    email: 'email',
    firstName: 'first_name',
    lastName: 'last_name',
    role: 'role',
    status: 'status',
    lastLoginAt: 'last_login_at',
    createdAt: 'created_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: searchFilter('email', 'first_name', 'last_name'),
    role: equalsFilter('role', 'string', ROLES),
    status: equalsFilter('status', 'string', USER_STATUSES),
    ...dateFilters('createdAt', 'created_at'),
  },
  update,
  destroy,
  actions: {
    'suspend': (ctx, id) => setStatus(ctx, id, 'suspended'),
    'reactivate': (ctx, id) => setStatus(ctx, id, 'active'),
    'role': setRole,
    'password-reset': sendPasswordReset,
  },
}
