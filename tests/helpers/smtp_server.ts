import { createServer, type Server, type Socket } from 'node:net'

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string }

/**
 * A small SMTP server on loopback that speaks enough of the protocol for
 * nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT) and keeps what it receives.
 * The app's real mail transport talks to it.
 */
export class TestSmtpServer {
  received: ReceivedMail[] = []
  #server?: Server
  #sockets = new Set<Socket>()
  #waiters: Array<() => void> = []

  constructor(public port: number) {}

  async start() {
    this.#server = createServer((socket) => this.#handle(socket))
    await new Promise<void>((resolve, reject) => {
      this.#server!.once('error', reject)
      this.#server!.listen(this.port, '127.0.0.1', () => resolve())
    })
    return this
  }

  async stop() {
    for (const socket of this.#sockets) socket.destroy()
    this.#sockets.clear()
    if (!this.#server) return
    await new Promise<void>((resolve) => this.#server!.close(() => resolve()))
    this.#server = undefined
  }

  clear() {
    this.received = []
  }

  /** Resolves once `count` messages have arrived, or rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 15_000) {
    const started = Date.now()
    while (this.received.length < count) {
      if (Date.now() - started > timeoutMs) {
        throw new Error(`SMTP: expected ${count} messages, got ${this.received.length}`)
      }
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve)
        setTimeout(resolve, 100)
      })
    }
    return this.received
  }

  #handle(socket: Socket) {
    this.#sockets.add(socket)
    socket.on('close', () => this.#sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let current: { from: string; to: string[]; data: string[] } = { from: '', to: [], data: [] }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 localhost test SMTP ready')

    socket.on('data', (chunk: string) => {
      buffer += chunk
      let index: number
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            const raw = current.data.join('\r\n')
            const subject = raw.match(/^Subject: (.*)$/im)?.[1]?.trim() ?? ''
            this.received.push({ from: current.from, to: current.to, raw, subject })
            this.#waiters.splice(0).forEach((wake) => wake())
            current = { from: '', to: [], data: [] }
            reply('250 OK: queued')
          } else {
            current.data.push(line.startsWith('..') ? line.slice(1) : line)
          }
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO') {
          socket.write('250-localhost\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n')
        } else if (command === 'HELO') reply('250 localhost')
        else if (command === 'MAIL') {
          current.from = line.match(/<(.*)>/)?.[1] ?? ''
          reply('250 OK')
        } else if (command === 'RCPT') {
          current.to.push(line.match(/<(.*)>/)?.[1] ?? '')
          reply('250 OK')
        } else if (command === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (command === 'RSET') {
          current = { from: '', to: [], data: [] }
          reply('250 OK')
        } else if (command === 'NOOP') reply('250 OK')
        else if (command === 'QUIT') {
          reply('221 Bye')
          socket.end()
        } else reply('502 Command not implemented')
      }
    })
  }
}
