import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import ace from '@adonisjs/core/services/ace'
import User from '#accounts/models/user'
import AuditLog from '#core/models/audit_log'
import MentorApplication from '#mentoring/models/mentor_application'
import MentorProfile from '#mentoring/models/mentor_profile'
import MentoringSession from '#scheduling/models/mentoring_session'
import { MailCapture } from '#tests/helpers/mail_capture'
import { deliveredByWorker } from '#tests/helpers/queue_worker'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { givenIndustry, givenSkill } from '#tests/helpers/mentors'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'
import { givenUser, STRONG_PASSWORD } from '#tests/helpers/users'
import { Visitor } from '#tests/helpers/visitor'
import { userInfo } from 'node:os'
import { rm, writeFile } from 'node:fs/promises'
import MentorsInvite from '#mentoring/commands/mentors_invite'
import MentorsImport from '#mentoring/commands/mentors_import'
import { MENTOR_PROFILE_RULES, SESSION_RULES } from '#business/sessions'
import SessionNoShow from '#scheduling/models/session_no_show'
import { reportNoShow } from '#scheduling/services/no_shows'

/*
| The operators' ace commands, run as a cron or an operator would run them
| (ace.exec), checked by what they leave in the database and the mailbox.
*/

const fixture = (name: string) => app.makePath('tests', 'fixtures', name)

type Run = Awaited<ReturnType<typeof ace.exec>>

/** Runs a command as a cron would; its logs are only its own (the raw logger is shared). */
async function run(name: string, argv: string[] = []) {
  ace.ui.logger.flushLogs()
  return ace.exec(name, argv)
}

/** The lines the command printed, without their raw-mode label (`[ green(success) ] `). */
function logsOf(command: Run) {
  return command.logger.getLogs().map((one) => one.message.replace(/^\[ \w+\(\w+\) \] /, ''))
}

function lineOf(command: Run, pattern: RegExp) {
  return logsOf(command).find((line) => pattern.test(line))
}

/** The e-mails the running test's commands queued. */
let mails: MailCapture

/** A group of command runs: the commands print to the raw logger, each test's e-mails are captured. */
function runsCommands(group: Group) {
  group.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
}

async function usersWith(emails: string[]) {
  return User.query().whereIn('email', emails).orderBy('email')
}

test.group('Commands | mentors:invite', (group) => {
  runsCommands(group)

  test('creates a MENTOR with a profile and mails a link that sets the password', async ({
    assert,
  }) => {
    const skill = await givenSkill(`Invite skill ${Date.now()}`)
    const industry = await givenIndustry(`Invite industry ${Date.now()}`)
    const email = `cmd-invite-${Date.now()}@example.test`
    const command = await run('mentors:invite', [
      `--email=${email}`,
      '--first-name=Ada',
      '--last-name=Lovelace',
      '--locale=it',
      '--timezone=Europe/Rome',
      '--headline=Fundraising coach',
      `--skills=${skill.name}`,
      `--industries=${industry.name}`,
    ])
    command.assertSucceeded()
    command.assertLogMatches(/Invited Ada Lovelace <cmd-invite-\d+@example\.test> \(user #\d+\)/)

    const user = await User.findByOrFail('email', email)
    assert.equal(user.role, 'MENTOR')
    assert.isNull(user.password)
    assert.equal(user.timezone, 'Europe/Rome')
    const profile = await MentorProfile.query()
      .where('userId', user.id)
      .preload('skills')
      .preload('industries')
      .firstOrFail()
    assert.isTrue(profile.isApproved && profile.isActive)
    assert.equal(profile.headline, 'Fundraising coach')
    assert.deepEqual(
      profile.skills.map((one) => one.id),
      [skill.id]
    )
    assert.deepEqual(
      profile.industries.map((one) => one.id),
      [industry.id]
    )
    const audit = await AuditLog.query()
      .where('action', 'mentor.invite')
      .where('entityId', String(user.id))
      .firstOrFail()
    assert.isNull(audit.actorUserId)

    assert.deepEqual(mails.subjectsTo(email), ['Un invito a fare da mentor su Mentorship Hub'])
    const link = mails.linkTo(email, '/recover-password/')
    const page = await new Visitor().page(link)
    assert.equal(page.props.status, 'valid')
    const token = link.split('/')[2].split('?')[0]
    const visitor = await Visitor.opening(link)
    const set = await visitor.submit(
      '/reset-password',
      { token, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
      link
    )
    // An invited mentor's first password signs them in, on their profile to fill in.
    assert.equal(set.header('location'), '/settings/profile/mentor')
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 200)

    const browser = await Visitor.opening('/login')
    const login = await browser.call('POST', '/api/auth/login', {
      email,
      password: STRONG_PASSWORD,
    })
    login.assertStatus(200)
    const me = await browser.call('GET', '/api/auth/me')
    assert.equal(me.body().user.role, 'MENTOR')
    assert.equal(me.body().user.id, user.id)
  })

  test('inviting the same e-mail twice changes nothing the second time', async ({ assert }) => {
    const email = `cmd-twice-${Date.now()}@example.test`
    const argv = [`--email=${email}`, '--first-name=Grace', '--last-name=Hopper']
    const first = await run('mentors:invite', argv)
    first.assertSucceeded()
    const second = await run('mentors:invite', [argv[0], '--first-name=Other', argv[2]])
    second.assertSucceeded()
    second.assertLogMatches(/already has an account .*nothing changed, no e-mail sent/)

    const users = await usersWith([email])
    assert.lengthOf(users, 1)
    assert.equal(users[0].firstName, 'Grace')
    assert.lengthOf(mails.queuedTo(email), 1)

    const student = await givenUser()
    const existing = await run('mentors:invite', [
      `--email=${student.email}`,
      '--first-name=X',
      '--last-name=Y',
    ])
    existing.assertSucceeded()
    await student.refresh()
    assert.equal(student.role, 'STUDENT')
    assert.lengthOf(mails.queuedTo(student.email), 0)
  })

  test('bad input fails with exit code 1 and says what is wrong, writing nothing', async ({
    assert,
  }) => {
    const command = await run('mentors:invite', [
      '--email=not-an-address',
      '--last-name=Hopper',
      '--locale=fr',
      '--timezone=Mars/Olympus',
      '--years=75',
      '--skills=No such skill',
    ])
    command.assertFailed()
    assert.equal(command.exitCode, 1)
    const line = lineOf(command, /Could not invite the mentor/) ?? ''
    assert.include(line, 'email: Enter a valid e-mail address')
    assert.include(line, "first_name: Enter the mentor's first name")
    assert.include(line, 'locale: The language must be en (English) or it (Italian)')
    assert.include(line, 'timezone: Enter an IANA time zone such as Europe/Rome or UTC')
    assert.include(line, 'years_of_experience: Years of experience can be at most 70')

    const unknownSkill = await run('mentors:invite', [
      '--email=cmd-unknown-skill@example.test',
      '--first-name=Una',
      '--last-name=Known',
      '--skills=No such skill',
    ])
    assert.equal(unknownSkill.exitCode, 1)
    unknownSkill.assertLogMatches(/skills: Unknown skill: No such skill/)
    assert.lengthOf(await usersWith(['cmd-unknown-skill@example.test']), 0)
    assert.lengthOf(mails.queuedTo('cmd-unknown-skill@example.test'), 0)
  })

  test('every problem is reported at once: field errors with unknown skills and industries', async ({
    assert,
  }) => {
    const email = `cmd-all-problems-${Date.now()}@example.test`
    const command = await run('mentors:invite', [
      `--email=${email}`,
      '--last-name=Hopper',
      `--years=${MENTOR_PROFILE_RULES.yearsMax + 1}`,
      '--skills=No such skill',
      '--industries=No such industry',
    ])
    assert.equal(command.exitCode, 1)
    const line = lineOf(command, /Could not invite the mentor/) ?? ''
    assert.include(line, "first_name: Enter the mentor's first name")
    assert.include(
      line,
      `years_of_experience: Years of experience can be at most ${MENTOR_PROFILE_RULES.yearsMax}`
    )
    assert.include(line, 'skills: Unknown skill: No such skill')
    assert.include(line, 'industries: Unknown industry: No such industry')
    assert.lengthOf(await usersWith([email]), 0)
  })

  test('--years: the help, the check and its error name the one limit from config', async ({
    assert,
  }) => {
    const max = MENTOR_PROFILE_RULES.yearsMax
    const years = MentorsInvite.flags.find((flag) => flag.name === 'years')
    assert.equal(years?.description, `Years of experience (0 to ${max})`)
    assert.isTrue(
      MentorsImport.help?.some((line) => line.includes(`years_of_experience (0 to ${max})`))
    )

    const atMost = await run('mentors:invite', [
      `--email=cmd-years-max-${Date.now()}@example.test`,
      '--first-name=Max',
      '--last-name=Years',
      `--years=${max}`,
    ])
    atMost.assertSucceeded()
    const over = await run('mentors:invite', [
      `--email=cmd-years-over-${Date.now()}@example.test`,
      '--first-name=Over',
      '--last-name=Years',
      `--years=${max + 1}`,
    ])
    assert.equal(over.exitCode, 1)
    over.assertLogMatches(new RegExp(`Years of experience can be at most ${max}$`))
  })
})

test.group('Commands | audit log', (group) => {
  runsCommands(group)

  test('entries written by a command record the command and the operator; the console shows them as By', async ({
    assert,
    client,
  }) => {
    const operator = process.env.SUDO_USER || userInfo().username
    const admin = await givenUser({ role: 'ADMIN' })
    const email = `cmd-audit-${Date.now()}@example.test`
    const invite = await run('mentors:invite', [
      `--email=${email}`,
      '--first-name=Ada',
      '--last-name=Audit',
    ])
    invite.assertSucceeded()
    const invited = await User.findByOrFail('email', email)
    const csv = app.makePath('tmp', `audit-import-${Date.now()}.csv`)
    const importedEmail = `cmd-audit-import-${Date.now()}@example.test`
    await writeFile(csv, `email,first_name,last_name\n${importedEmail},Ida,Import\n`)
    const importRun = await run('mentors:import', [csv])
    importRun.assertSucceeded()
    await rm(csv)
    const imported = await User.findByOrFail('email', importedEmail)
    const applications = await Promise.all(
      [1, 2].map(async () => {
        const applicant = await givenUser()
        return MentorApplication.create({
          userId: applicant.id,
          basis: 'senior_experience',
          profileUrl: 'https://www.linkedin.com/in/someone',
          motivation: 'I have coached founders for ten years and want to give back.'.repeat(2),
          status: 'pending',
        })
      })
    )
    const approve = await run('applications:approve', [String(applications[0].id)])
    approve.assertSucceeded()
    const reject = await run('applications:reject', [
      String(applications[1].id),
      '--reason=Not a fit for now',
    ])
    reject.assertSucceeded()

    const expected = [
      ['mentor.invite', String(invited.id), 'mentors:invite'],
      ['mentor.invite', String(imported.id), 'mentors:import'],
      ['mentor_application.approve', String(applications[0].id), 'applications:approve'],
      ['mentor_application.reject', String(applications[1].id), 'applications:reject'],
    ]
    for (const [action, entityId, commandName] of expected) {
      // The newest entry: ids of rolled-back rows of other tests may come again.
      const entry = await AuditLog.query()
        .where('action', action)
        .where('entityId', entityId)
        .orderBy('id', 'desc')
        .firstOrFail()
      assert.equal(entry.command, commandName)
      assert.equal(entry.operator, operator)

      const log = await client
        .get('/api/admin/audit-log')
        .qs({
          filter: JSON.stringify({ action, entityId }),
          sort: JSON.stringify(['id', 'DESC']),
        })
        .loginAs(admin)
      log.assertStatus(200)
      const [shown] = log.body()
      assert.equal(shown.actorName, `${operator} (node ace ${commandName})`)
      assert.equal(shown.command, commandName)
      assert.equal(shown.operator, operator)
    }
  })
})

test.group('Commands | mentors:invite through the real queue', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    ace.ui.switchMode('raw')
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return async () => {
      ace.ui.switchMode('normal')
      await smtp.stop()
    }
  })

  test('the invitation is queued once the account is written, and the worker delivers it', async ({
    assert,
  }) => {
    // Not faked: on SQLite the queue shares the one connection the transaction holds.
    const email = `cmd-queued-${Date.now()}@example.test`
    const command = await run('mentors:invite', [
      `--email=${email}`,
      '--first-name=Queued',
      '--last-name=Mentor',
    ])
    command.assertSucceeded()
    const [received] = await deliveredByWorker(smtp, (message) => message.to.includes(email))
    assert.equal(received.subject, 'You are invited to mentor on Mentorship Hub')
    assert.match(received.text, /\/recover-password\/[\w-]{43}\?signature=/)
  })
})

test.group('Commands | mentors:import', (group) => {
  const goodEmails = ['csv-ada@example.test', 'csv-giulia@example.test', 'csv-sam@example.test']
  runsCommands(group)
  group.setup(async () => {
    await givenSkill('Ops Fundraising')
    await givenSkill('Ops Pricing', 'Ops Prezzi')
    await givenIndustry('Ops Fintech')
    await givenIndustry('Ops SaaS', 'Software')
  })

  test('a dry run checks and reports every row, writing and mailing nothing', async ({
    assert,
  }) => {
    const command = await run('mentors:import', [fixture('mentors.csv'), '--dry-run'])
    command.assertSucceeded()
    command.assertLogMatches(/Dry run: rows are checked, nothing is written or e-mailed/)
    assert.include(
      lineOf(command, /line 2 /),
      '[1/3] line 2 csv-ada@example.test: invited (dry run: would be invited)'
    )
    command.assertLogMatches(/Dry run, nothing written\. 3 rows: 3 invited, 0 exists, 0 skipped/)

    assert.lengthOf(await usersWith(goodEmails), 0)
    for (const email of goodEmails) assert.lengthOf(mails.queuedTo(email), 0)

    const bad = await run('mentors:import', [fixture('mentors_bad_rows.csv'), '--dry-run'])
    assert.equal(bad.exitCode, 1)
    bad.assertLogMatches(/Dry run, nothing written\. 6 rows: 2 invited, 0 exists, 4 skipped/)
    assert.lengthOf(await usersWith(['csv-grace@example.test', 'csv-luca@example.test']), 0)
    assert.lengthOf(mails.queuedTo('csv-grace@example.test'), 0)
  })

  test('a good file invites every row; a second run invites nobody again', async ({ assert }) => {
    const first = await run('mentors:import', [fixture('mentors.csv')])
    first.assertSucceeded()
    assert.deepEqual(
      logsOf(first).filter((line) => /^\[\d\/3\]/.test(line)),
      [
        '[1/3] line 2 csv-ada@example.test: invited',
        '[2/3] line 3 csv-giulia@example.test: invited',
        '[3/3] line 4 csv-sam@example.test: invited',
      ]
    )
    assert.include(logsOf(first), '3 rows: 3 invited, 0 exists, 0 skipped')

    const users = await usersWith(goodEmails)
    assert.deepEqual(
      users.map((one) => [one.email, one.role, one.locale, one.timezone]),
      [
        ['csv-ada@example.test', 'MENTOR', 'en', 'Europe/London'],
        ['csv-giulia@example.test', 'MENTOR', 'it', 'Europe/Rome'],
        ['csv-sam@example.test', 'MENTOR', 'en', 'UTC'],
      ]
    )
    const giulia = await MentorProfile.query()
      .where('userId', users[1].id)
      .preload('skills')
      .preload('industries')
      .firstOrFail()
    assert.equal(giulia.yearsOfExperience, 8)
    assert.deepEqual(
      giulia.skills.map((one) => one.name),
      ['Ops Pricing']
    )
    assert.sameMembers(
      giulia.industries.map((one) => one.name),
      ['Ops Fintech', 'Ops SaaS']
    )
    assert.deepEqual(mails.subjectsTo('csv-ada@example.test'), [
      'You are invited to mentor on Mentorship Hub',
    ])
    assert.deepEqual(mails.subjectsTo('csv-giulia@example.test'), [
      'Un invito a fare da mentor su Mentorship Hub',
    ])

    const second = await run('mentors:import', [fixture('mentors.csv')])
    second.assertSucceeded()
    assert.include(logsOf(second), '3 rows: 0 invited, 3 exists, 0 skipped')
    assert.lengthOf(await usersWith(goodEmails), 3)
    for (const email of goodEmails) assert.lengthOf(mails.queuedTo(email), 1)
  })

  test('bad rows are skipped with their reason, good rows invited, exit code 1', async ({
    assert,
  }) => {
    const command = await run('mentors:import', [fixture('mentors_bad_rows.csv')])
    assert.equal(command.exitCode, 1)
    assert.deepEqual(
      logsOf(command).filter((line) => /^\[\d\/6\]/.test(line)),
      [
        '[1/6] line 2 csv-grace@example.test: invited',
        '[2/6] line 3 not-an-email: skipped: email: Enter a valid e-mail address',
        '[3/6] line 4 csv-unknown@example.test: skipped: skills: Unknown skill: Underwater Basket Weaving',
        '[4/6] line 5 csv-grace@example.test: skipped: duplicate of line 2',
        "[5/6] line 6 csv-noname@example.test: skipped: first_name: Enter the mentor's first name",
        '[6/6] line 7 csv-luca@example.test: invited',
      ]
    )
    command.assertLogMatches(
      /6 rows: 2 invited, 0 exists, 4 skipped\. 4 row\(s\) failed: fix them and run again/
    )

    const invited = await usersWith([
      'csv-grace@example.test',
      'csv-luca@example.test',
      'csv-unknown@example.test',
      'csv-noname@example.test',
    ])
    assert.deepEqual(
      invited.map((one) => one.email),
      ['csv-grace@example.test', 'csv-luca@example.test']
    )
    assert.lengthOf(mails.queuedTo('csv-grace@example.test'), 1)
    assert.lengthOf(mails.queuedTo('csv-unknown@example.test'), 0)
    // Nothing half-written for the skipped rows: no profile without its account either.
    const profiles = await MentorProfile.query().whereIn(
      'userId',
      invited.map((one) => one.id)
    )
    assert.lengthOf(profiles, 2)
  })

  test('a semicolon-separated file, as an Italian spreadsheet exports it, imports like a comma-separated one', async ({
    assert,
  }) => {
    const command = await run('mentors:import', [fixture('mentors_semicolon.csv')])
    command.assertSucceeded()
    assert.deepEqual(
      logsOf(command).filter((line) => /^\[\d\/2\]/.test(line)),
      [
        '[1/2] line 2 csv-semi-chiara@example.test: invited',
        '[2/2] line 3 csv-semi-marco@example.test: invited',
      ]
    )
    const [chiara] = await usersWith(['csv-semi-chiara@example.test'])
    assert.deepEqual(
      [chiara.firstName, chiara.lastName, chiara.locale],
      ['Chiara', 'Esposito', 'it']
    )
    const profile = await MentorProfile.query()
      .where('userId', chiara.id)
      .preload('skills')
      .preload('industries')
      .firstOrFail()
    // A comma inside a cell stays text; a quoted list keeps its own semicolons.
    assert.equal(profile.headline, 'Go-to-market, vendite e prezzi')
    assert.sameMembers(
      profile.skills.map((one) => one.name),
      ['Ops Pricing', 'Ops Fundraising']
    )
    assert.deepEqual(
      profile.industries.map((one) => one.name),
      ['Ops Fintech']
    )
  })

  test('a header with another separator says which separators are accepted', async ({ assert }) => {
    const path = app.makePath('tmp', `mentors_pipes-${Date.now()}.csv`)
    await writeFile(path, 'email|first_name|last_name\nsomeone@example.test|Ann|Lee\n')
    try {
      const command = await run('mentors:import', [path])
      assert.equal(command.exitCode, 1)
      command.assertLogMatches(
        /Wrong header in .*mentors_pipes-\d+\.csv .*separated by commas or by semicolons/
      )
    } finally {
      await rm(path, { force: true })
    }
  })

  test('a missing file, an empty file and a wrong header fail with a clear error', async ({
    assert,
  }) => {
    const missing = await run('mentors:import', [fixture('no_such_mentors.csv')])
    assert.equal(missing.exitCode, 1)
    missing.assertLogMatches(/File not found: .*no_such_mentors\.csv/)

    const empty = await run('mentors:import', [fixture('mentors_empty.csv')])
    assert.equal(empty.exitCode, 1)
    empty.assertLogMatches(/mentors_empty\.csv is empty: expected a header row and mentor rows/)

    const header = await run('mentors:import', [fixture('mentors_wrong_header.csv')])
    assert.equal(header.exitCode, 1)
    header.assertLogMatches(
      /Wrong header in .*mentors_wrong_header\.csv \(missing email, first_name, last_name; unknown "mail", "name", "surname"\)\. Expected the columns: email, first_name, last_name, locale/
    )
    assert.lengthOf(await usersWith(['someone@example.test']), 0)
  })
})

test.group('Commands | applications:approve and applications:reject', (group) => {
  runsCommands(group)

  async function givenPendingApplication() {
    const applicant = await givenUser()
    const application = await MentorApplication.create({
      userId: applicant.id,
      basis: 'senior_experience',
      profileUrl: 'https://www.linkedin.com/in/someone',
      motivation: 'I have coached founders for ten years and want to give back.'.repeat(2),
      status: 'pending',
    })
    return { applicant, application }
  }

  test('approve: the applicant becomes a MENTOR with a profile and is e-mailed, once', async ({
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { applicant, application } = await givenPendingApplication()
    const command = await run('applications:approve', [
      String(application.id),
      `--admin=${admin.email}`,
    ])
    command.assertSucceeded()
    command.assertLogMatches(
      new RegExp(`Application #${application.id} approved by ${admin.email}`)
    )

    await application.refresh()
    assert.equal(application.status, 'approved')
    assert.equal(application.reviewedByUserId, admin.id)
    await applicant.refresh()
    assert.equal(applicant.role, 'MENTOR')
    const profile = await MentorProfile.findByOrFail('userId', applicant.id)
    assert.isTrue(profile.isApproved)
    assert.lengthOf(mails.queuedTo(applicant.email), 1)
    const audit = await AuditLog.query()
      .where('action', 'mentor_application.approve')
      .where('entityId', String(application.id))
    assert.lengthOf(audit, 1)

    const again = await run('applications:approve', [String(application.id)])
    again.assertSucceeded()
    again.assertLogMatches(/was already approved: nothing changed/)
    assert.lengthOf(mails.queuedTo(applicant.email), 1)

    const rejectApproved = await run('applications:reject', [
      String(application.id),
      '--reason=Changed our mind about this one',
    ])
    assert.equal(rejectApproved.exitCode, 1)
    rejectApproved.assertLogMatches(/not rejected: /)
  })

  test('reject: the reason is recorded and e-mailed; without a reason it fails', async ({
    assert,
  }) => {
    await givenUser({ role: 'ADMIN' })
    const { applicant, application } = await givenPendingApplication()

    const noReason = await run('applications:reject', [String(application.id)])
    assert.equal(noReason.exitCode, 1)
    noReason.assertLogMatches(/Give the reason for the rejection/)

    const command = await run('applications:reject', [
      String(application.id),
      '--reason=We need a verifiable record of senior experience',
    ])
    command.assertSucceeded()
    command.assertLogMatches(/rejected by .*: the applicant was e-mailed the reason/)
    await application.refresh()
    assert.equal(application.status, 'rejected')
    assert.equal(application.rejectionReason, 'We need a verifiable record of senior experience')
    await applicant.refresh()
    assert.equal(applicant.role, 'STUDENT')
    const [mail] = mails.queuedTo(applicant.email)
    assert.include(MailCapture.contents(mail), 'We need a verifiable record of senior experience')
    assert.lengthOf(
      await AuditLog.query()
        .where('action', 'mentor_application.reject')
        .where('entityId', String(application.id)),
      1
    )
  })

  test('an unknown application or a reviewer who is no admin fails clearly', async ({ assert }) => {
    const unknown = await run('applications:approve', ['999999'])
    assert.equal(unknown.exitCode, 1)
    unknown.assertLogMatches(/No mentor application #999999/)

    const notANumber = await run('applications:approve', ['abc'])
    assert.equal(notANumber.exitCode, 1)
    notANumber.assertLogMatches(/"abc" is not an application id/)

    const { application } = await givenPendingApplication()
    const student = await givenUser()
    const notAdmin = await run('applications:approve', [
      String(application.id),
      `--admin=${student.email}`,
    ])
    assert.equal(notAdmin.exitCode, 1)
    notAdmin.assertLogMatches(/is not an ADMIN \(role STUDENT\)/)

    const nobody = await run('applications:reject', [
      String(application.id),
      '--reason=Not enough experience yet for us',
      '--admin=nobody-at-all@example.test',
    ])
    assert.equal(nobody.exitCode, 1)
    nobody.assertLogMatches(/No account with the e-mail nobody-at-all@example\.test/)
    await application.refresh()
    assert.equal(application.status, 'pending')
  })
})

test.group('Commands | sessions:tick parts', (group) => {
  runsCommands(group)

  test('complete, remind and expire run separately, each doing only its part', async ({
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const ended = await givenSession(mentor, await givenUser(), {
      startsAt: DateTime.utc().minus({ hours: 3 }),
    })
    const tomorrow = await givenSession(mentor, await givenUser(), {
      startsAt: DateTime.utc().plus({ hours: 10 }).startOf('hour'),
    })
    const unconfirmed = await givenSession(mentor, await givenUser(), {
      startsAt: DateTime.utc().plus({ hours: 14 }).startOf('hour'),
      status: 'pending',
      entitlement: 'free_call',
    })
    const state = async () => {
      const rows = await MentoringSession.query()
        .whereIn('id', [ended.id, tomorrow.id, unconfirmed.id])
        .orderBy('id')
      return rows.map((row) => [row.status, row.reminderSentAt !== null])
    }

    const complete = await run('sessions:tick', ['--only=complete'])
    complete.assertSucceeded()
    assert.match(logsOf(complete).at(-1)!, /^\d+ completed in \d+ ms$/)
    assert.deepEqual(await state(), [
      ['completed', false],
      ['confirmed', false],
      ['pending', false],
    ])

    const remind = await run('sessions:tick', ['--only=remind'])
    remind.assertSucceeded()
    assert.match(logsOf(remind).at(-1)!, /^\d+ reminders in \d+ ms$/)
    assert.deepEqual(await state(), [
      ['completed', false],
      ['confirmed', true],
      ['pending', false],
    ])
    assert.isAbove(mails.subjectsTo(mentor.email).length, 0)

    const expire = await run('sessions:tick', ['--only=expire'])
    expire.assertSucceeded()
    expire.assertLogMatches(
      /\d+ cancelled \(not confirmed in time\), \d+ reschedule requests expired/
    )
    assert.deepEqual(await state(), [
      ['completed', false],
      ['confirmed', true],
      ['cancelled', false],
    ])

    const twoParts = await run('sessions:tick', ['--only=complete,feedback'])
    twoParts.assertSucceeded()
    assert.match(logsOf(twoParts).at(-1)!, /^\d+ completed, \d+ feedback requests in \d+ ms$/)
  })

  test('no-shows upholds a report left undisputed past its window, once', async ({ assert }) => {
    const { user: mentor } = await givenBookableMentor()
    const mentee = await givenUser()
    const held = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().minus({ days: 4 }),
      status: 'completed',
    })
    const reportedAt = DateTime.utc().minus({ hours: SESSION_RULES.noShowDisputeHours + 1 })
    await reportNoShow(mentee, held.id, null, reportedAt)

    const first = await run('sessions:tick', ['--only=no-shows'])
    first.assertSucceeded()
    assert.match(logsOf(first).at(-1)!, /^[1-9]\d* no-shows upheld in \d+ ms$/)
    const noShow = await SessionNoShow.findByOrFail('sessionId', held.id)
    assert.equal(noShow.status, 'upheld')
    const second = await run('sessions:tick', ['--only=no-shows'])
    assert.match(logsOf(second).at(-1)!, /^0 no-shows upheld in \d+ ms$/)
  })

  test('an unknown part fails with exit code 1; no --only runs everything', async ({ assert }) => {
    const unknown = await run('sessions:tick', ['--only=complete,tidy'])
    assert.equal(unknown.exitCode, 1)
    unknown.assertLogMatches(
      /Unknown part tidy: use complete, expire, nudge, remind, feedback, outcomes, refresh, no-shows, confirm-times, holds$/
    )

    const all = await run('sessions:tick', [])
    all.assertSucceeded()
    all.assertLogMatches(
      /completed, .* cancelled .* mentors nudged .* reminders, .* feedback requests, .* outcome follow-ups, .* next free slots refreshed, .* no-shows upheld, .* usual confirmation times refreshed, .* freed slots held for waiting mentees/
    )
  })
})

test.group('Commands | mentors:availability', (group) => {
  runsCommands(group)

  test("computes a stale mentor's next free slot; --all recomputes a fresh one too", async ({
    assert,
  }) => {
    const stale = await givenBookableMentor()
    stale.profile.merge({ nextAvailableAt: null, availabilityComputedAt: null })
    await stale.profile.save()
    // Computed a minute ago, so trusted: only --all works it out again.
    const wrongButFresh = DateTime.utc().plus({ days: 40 }).startOf('hour')
    const fresh = await givenBookableMentor()
    fresh.profile.merge({
      nextAvailableAt: wrongButFresh,
      availabilityComputedAt: DateTime.utc().minus({ minutes: 1 }),
    })
    await fresh.profile.save()

    const first = await run('mentors:availability')
    assert.equal(first.exitCode, 0)
    await stale.profile.refresh()
    await fresh.profile.refresh()
    assert.isNotNull(stale.profile.nextAvailableAt, 'the stale mentor got a next free slot')
    assert.isNotNull(stale.profile.availabilityComputedAt)
    assert.isBelow(stale.profile.nextAvailableAt!.toMillis(), wrongButFresh.toMillis())
    assert.equal(
      fresh.profile.nextAvailableAt!.toMillis(),
      wrongButFresh.toMillis(),
      'a fresh value is left alone'
    )
    assert.match(lineOf(first, /next free slot of/) ?? '', /next free slot of \d+ mentors/)

    const all = await run('mentors:availability', ['--all'])
    assert.equal(all.exitCode, 0)
    await fresh.profile.refresh()
    assert.isBelow(fresh.profile.nextAvailableAt!.toMillis(), wrongButFresh.toMillis())
  })
})
