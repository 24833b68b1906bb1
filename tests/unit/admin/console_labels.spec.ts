import { test } from '@japa/runner'
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import { ROLES } from '#business/accounts'
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_RESOURCES,
  AUDIT_ENTITY_TYPES,
  REFUND_REASON_CODES,
} from '#business/admin'

/*
| The admin console shows no raw code: every audit action, kind of record,
| role and refund reason code has a label in English and Italian, and the
| fields the audit log's snapshots hold are labelled too. Mentees are
| "Mentee" in both languages, never "Member".
*/

const CONSOLE_I18N = join(import.meta.dirname, '../../../admin-ui/src/i18n')

async function messages(lang: 'en' | 'it') {
  const module = await import(pathToFileURL(join(CONSOLE_I18N, `resources.${lang}.ts`)).href)
  return module.default as Record<string, any>
}

function at(tree: Record<string, any>, path: string[]): unknown {
  return path.reduce<any>((node, key) => (node === undefined ? undefined : node[key]), tree)
}

/** The snapshot fields each kind of record's audit entries hold (app/admin/resources, mentor onboarding). */
const SNAPSHOT_FIELDS: Record<string, string[]> = {
  user: ['email', 'firstName', 'lastName', 'role', 'status', 'locale', 'timezone', 'suspendedAt'],
  mentor: [
    'email',
    'firstName',
    'lastName',
    'locale',
    'timezone',
    'headline',
    'bio',
    'yearsOfExperience',
    'skillIds',
    'industryIds',
  ],
  mentor_application: ['status', 'rejectionReason', 'reviewedByUserId'],
  session: ['status', 'cancelReason', 'cancelledAt'],
  no_show: ['status', 'decisionNote', 'entitlementReturnedAt'],
  // An admin's reading of a reported conversation: which report, how many messages shown.
  conversation: ['reportId', 'messagesShown'],
  conversation_report: ['status', 'handledAt', 'reportedUserId'],
  payment: ['status', 'refundedCents', 'reason'],
  content_page: ['key', 'locale', 'title', 'body'],
  waiting_list_entry: ['email', 'locale', 'createdAt'],
}

for (const lang of ['en', 'it'] as const) {
  test.group(`Admin console | every code shown has a label (${lang})`, () => {
    test('audit actions and kinds of record', async ({ assert }) => {
      const texts = await messages(lang)
      for (const action of AUDIT_ACTIONS) {
        const label = at(texts, ['app', 'audit-log', 'action', action])
        assert.isString(label, action)
        assert.notEqual(label, action)
      }
      for (const type of AUDIT_ENTITY_TYPES) {
        const label = at(texts, ['app', 'audit-log', 'entityType', type])
        assert.isString(label, type)
        assert.notEqual(label, type)
      }
    })

    test('the fields of the audit snapshots', async ({ assert }) => {
      const texts = await messages(lang)
      assert.sameMembers(Object.keys(SNAPSHOT_FIELDS), AUDIT_ENTITY_TYPES)
      for (const [type, fields] of Object.entries(SNAPSHOT_FIELDS)) {
        const resource = AUDIT_ENTITY_RESOURCES[type as keyof typeof AUDIT_ENTITY_RESOURCES]
        for (const field of fields) {
          const label =
            at(texts, ['resources', resource, 'fields', field]) ??
            at(texts, ['app', 'audit-log', 'fields', field])
          assert.isString(label, `${type}.${field}`)
        }
      }
    })

    test('roles and refund reasons; a mentee is "Mentee"', async ({ assert }) => {
      const texts = await messages(lang)
      for (const role of ROLES) assert.isString(at(texts, ['app', 'users', 'role', role]), role)
      assert.equal(at(texts, ['app', 'users', 'role', 'STUDENT']), 'Mentee')
      for (const code of REFUND_REASON_CODES) {
        const label = at(texts, ['app', 'refunds', 'reason', code])
        assert.isString(label, code)
        assert.notEqual(label, code)
      }
    })

    test('no label calls a mentee a member', async ({ assert }) => {
      // A deleted account is a "former member" of the product, whatever its role.
      const texts = JSON.stringify(await messages(lang)).replace(/Former member|Ex membro/g, '')
      assert.notMatch(texts, lang === 'en' ? /\bmembers?\b/i : /\bmembr[oi]\b/i)
    })
  })
}
