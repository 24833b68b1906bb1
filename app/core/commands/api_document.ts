import { writeFile } from 'node:fs/promises'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Writes the OpenAPI document GET /api/openapi.json serves, for contract tools that read a file. */
export default class ApiDocument extends BaseCommand {
  static commandName = 'api:document'
  static description = 'Write the OpenAPI document of the JSON API to a file (or print it)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'The file to write (default: print it)' })
  declare output?: string

  async run() {
    await import('#start/routes')
    const { default: router } = await import('@adonisjs/core/services/router')
    router.commit()
    const { apiDocument } = await import('#core/services/api_document')
    const text = `${JSON.stringify(apiDocument(), null, 2)}\n`
    if (!this.output) return void process.stdout.write(text)
    await writeFile(this.output, text)
    this.logger.success(`Wrote ${this.output}`)
  }
}
