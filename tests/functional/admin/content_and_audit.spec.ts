import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ContentPage from '#core/models/content_page'
import AuditLog from '#core/models/audit_log'
import { submitApplication } from '#mentoring/services/mentor_applications'
import { givenUser } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'

const CONTENT = '/api/admin/content-pages'

test.group('Admin REST | content pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create, edit and delete a text per locale; the HTML is rendered safely', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    await ContentPage.query().where('key', 'about').delete()
    const created = await client
      .post(CONTENT)
      .json({
        key: 'about',
        locale: 'it',
        title: 'Chi siamo',
        body: '## Missione\n\nAiutiamo i **fondatori**. <script>alert(1)</script> [link](javascript:alert(1))',
      })
      .loginAs(admin)
      .withCsrfToken()
    created.assertStatus(200)
    const record = created.body()
    assert.isNumber(record.id)
    assert.include(record.bodyHtml, '<strong>fondatori</strong>')
    assert.notInclude(record.bodyHtml, '<script>')
    assert.notInclude(record.bodyHtml, 'href="javascript:')

    const duplicate = await client
      .post(CONTENT)
      .json({ key: 'about', locale: 'it', title: 'Again', body: 'Again' })
      .loginAs(admin)
      .withCsrfToken()
    duplicate.assertStatus(409)
    assert.properties(duplicate.body().errors, ['key'])

    const edited = await client
      .put(`${CONTENT}/${record.id}`)
      .json({ ...record, title: 'Chi siamo davvero' })
      .loginAs(admin)
      .withCsrfToken()
    edited.assertStatus(200)
    assert.equal(edited.body().title, 'Chi siamo davvero')
    assert.equal(edited.body().updatedByUserId, admin.id)

    const listed = await client
      .get(CONTENT)
      .qs({ filter: '{"key":"about","locale":"it"}' })
      .loginAs(admin)
    assert.deepEqual(
      listed.body().map((p: any) => p.title),
      ['Chi siamo davvero']
    )

    const gone = await client.delete(`${CONTENT}/${record.id}`).loginAs(admin).withCsrfToken()
    assert.deepEqual(gone.body(), { id: record.id })
    const actions = await AuditLog.query()
      .where('entityType', 'content_page')
      .where('entityId', String(record.id))
      .orderBy('id')
    assert.deepEqual(
      actions.map((a) => a.action),
      ['content_page.create', 'content_page.update', 'content_page.delete']
    )
    assert.equal((actions[1].before as any).title, 'Chi siamo')
    assert.equal((actions[1].after as any).title, 'Chi siamo davvero')
  })

  test('unknown keys, locales and empty texts are refused', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const response = await client
      .post(CONTENT)
      .json({ key: 'secret', locale: 'fr', title: '', body: '' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(422)
    assert.properties(response.body().errors, ['key', 'locale', 'title', 'body'])
  })
})

test.group('Admin REST | mentor applications and the audit log', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function givenApplication() {
    const applicant = await givenUser({ firstName: 'Paola', lastName: 'Neri' })
    const application = await submitApplication(applicant, {
      basis: 'senior_experience',
      profileUrl: 'https://www.linkedin.com/in/paola-neri',
      motivation:
        'Twenty-two years leading product teams at two listed companies; I want to give back.',
    } as any)
    return { applicant, application }
  }

  test('pending applications list; approve makes a MENTOR and mails them; audited', async ({
    client,
    assert,
  }) => {
    const mails = new MailCapture()
    const admin = await givenUser({ role: 'ADMIN' })
    const { applicant, application } = await givenApplication()
    const pending = await client
      .get('/api/admin/mentor-applications')
      .qs({ filter: '{"status":"pending","q":"neri"}' })
      .loginAs(admin)
    assert.deepEqual(
      pending.body().map((a: any) => [a.id, a.applicantName]),
      [[application.id, 'Paola Neri']]
    )
    const approved = await client
      .post(`/api/admin/mentor-applications/${application.id}/approve`)
      .loginAs(admin)
      .withCsrfToken()
    approved.assertStatus(200)
    assert.equal(approved.body().status, 'approved')
    await applicant.refresh()
    assert.equal(applicant.role, 'MENTOR')
    assert.lengthOf(mails.queuedTo(applicant.email), 1)
    mails.restore()

    const log = await client
      .get('/api/admin/audit-log')
      .qs({
        filter: JSON.stringify({
          entityType: 'mentor_application',
          entityId: String(application.id),
        }),
      })
      .loginAs(admin)
    log.assertStatus(200)
    const [entry] = log.body()
    assert.equal(entry.action, 'mentor_application.approve')
    assert.equal(entry.actorUserId, admin.id)
    assert.equal(entry.actorName, `${admin.firstName} ${admin.lastName}`)
    assert.deepEqual(entry.before, { status: 'pending' })
    assert.equal(entry.after.status, 'approved')
  })

  test('reject needs a reason (in the admin language) and e-mails it', async ({
    client,
    assert,
  }) => {
    const mails = new MailCapture()
    const admin = await givenUser({ role: 'ADMIN', locale: 'it' })
    const { applicant, application } = await givenApplication()
    const noReason = await client
      .post(`/api/admin/mentor-applications/${application.id}/reject`)
      .json({ reason: '   ' })
      .header('Accept-Language', 'it')
      .loginAs(admin)
      .withCsrfToken()
    noReason.assertStatus(422)
    assert.properties(noReason.body().errors, ['reason'])
    await application.refresh()
    assert.equal(application.status, 'pending')

    const rejected = await client
      .post(`/api/admin/mentor-applications/${application.id}/reject`)
      .json({ reason: 'We need more mentoring experience first.' })
      .loginAs(admin)
      .withCsrfToken()
    rejected.assertStatus(200)
    assert.equal(rejected.body().rejectionReason, 'We need more mentoring experience first.')
    assert.include(
      MailCapture.contents(mails.queuedTo(applicant.email)[0]),
      'We need more mentoring experience first.'
    )
    mails.restore()

    const approveNow = await client
      .post(`/api/admin/mentor-applications/${application.id}/approve`)
      .loginAs(admin)
      .withCsrfToken()
    approveNow.assertStatus(409)
    await application.refresh()
    assert.equal(application.status, 'rejected')
  })
})
