import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/** One captured e-mail, as the development mailbox stores and shows it. */
export type MailboxMessage = {
  id: string
  to: string
  from: string
  cc?: string
  bcc?: string
  replyTo?: string
  subject: string
  html: string
  text: string
  date: string
}

export type MailboxSummary = Pick<MailboxMessage, 'id' | 'to' | 'from' | 'subject' | 'date'>

/** Ids are `<UTC timestamp>-<random>`: they sort in the order the mail arrived. */
const ID_PATTERN = /^\d{8}T\d{9}Z-[a-f0-9]{8}$/

/**
 * The development mailbox: every captured e-mail is one JSON file in
 * `tmp/mailbox/`. Files work across processes (the queue worker writes, the
 * web process reads) and need no table. The newest `limit` messages are kept.
 */
export class Mailbox {
  constructor(
    readonly directory: string,
    readonly limit = 200
  ) {}

  static newId(date = new Date()) {
    const stamp = date.toISOString().replace(/[-:.]/g, '')
    return `${stamp}-${randomBytes(4).toString('hex')}`
  }

  static isId(value: unknown): value is string {
    return typeof value === 'string' && ID_PATTERN.test(value)
  }

  async store(message: Omit<MailboxMessage, 'id' | 'date'> & { date?: Date }) {
    const date = message.date ?? new Date()
    const stored: MailboxMessage = { ...message, id: Mailbox.newId(date), date: date.toISOString() }
    await mkdir(this.directory, { recursive: true })
    // Written aside, then renamed: a reader never sees half a file.
    const target = join(this.directory, `${stored.id}.json`)
    const partial = `${target}.${process.pid}.partial`
    await writeFile(partial, JSON.stringify(stored))
    await rename(partial, target)
    await this.#prune()
    return stored
  }

  /** Every kept message, newest first, without the bodies. */
  async list(): Promise<MailboxSummary[]> {
    const ids = await this.#ids()
    const messages = await Promise.all(ids.map((id) => this.find(id)))
    return messages
      .filter((message): message is MailboxMessage => message !== null)
      .map(({ id, to, from, subject, date }) => ({ id, to, from, subject, date }))
  }

  async find(id: string): Promise<MailboxMessage | null> {
    if (!Mailbox.isId(id)) return null
    try {
      return JSON.parse(await readFile(join(this.directory, `${id}.json`), 'utf8'))
    } catch {
      return null
    }
  }

  /** Removes the messages that arrived before `date` (retention); answers how many went. */
  async removeOlderThan(date: Date) {
    const oldest = Mailbox.newId(date)
    const ids = await this.#ids()
    const stale = ids.filter((id) => id < oldest)
    await Promise.all(stale.map((id) => rm(join(this.directory, `${id}.json`), { force: true })))
    return stale.length
  }

  async clear() {
    await rm(this.directory, { recursive: true, force: true })
  }

  async #ids() {
    let files: string[]
    try {
      files = await readdir(this.directory)
    } catch {
      return []
    }
    return files
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .filter((id) => Mailbox.isId(id))
      .sort()
      .reverse()
  }

  async #prune() {
    const ids = await this.#ids()
    const stale = ids.slice(this.limit)
    await Promise.all(stale.map((id) => rm(join(this.directory, `${id}.json`), { force: true })))
  }
}

/**
 * The app's mailbox, in `tmp/mailbox/` under the application root (the tests
 * use `tmp/mailbox-test/` and leave a developer's captured mail alone).
 */
export function appMailbox() {
  return new Mailbox(app.tmpPath(app.inTest ? 'mailbox-test' : 'mailbox'))
}
