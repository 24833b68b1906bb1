import { writeFileSync } from 'node:fs'
import { BaseReporter } from '@japa/runner/core'
import type { GroupStartNode, TestEndNode, TestStartNode } from '@japa/runner/types'

/**
 * Writes what one test process did to the JSON file named by TEST_REPORT_FILE
 * (the parallel runner, scripts/test.ts, sets it for each of its workers): the
 * totals Japa counted and each spec file's wall time, which the runner reads to
 * add up the run and to deal the next run's files out by their durations.
 * Prints nothing; without the variable it does nothing.
 */
export class RunReport extends BaseReporter {
  static readonly fileVariable = 'TEST_REPORT_FILE'

  /** Per spec file: when its first group or test started and when its last test ended. */
  #files = new Map<string, { startedAt: number; endedAt: number }>()

  #touch(fileName: string | undefined, event: 'start' | 'end') {
    if (!fileName) return
    const now = Date.now()
    const file = this.#files.get(fileName) ?? { startedAt: now, endedAt: now }
    if (event === 'end') file.endedAt = now
    this.#files.set(fileName, file)
  }

  protected onGroupStart(payload: GroupStartNode) {
    this.#touch(payload.meta.fileName, 'start')
  }

  protected onTestStart(payload: TestStartNode) {
    this.#touch(payload.meta.fileName, 'start')
  }

  protected onTestEnd(payload: TestEndNode) {
    this.#touch(payload.meta.fileName, 'end')
  }

  protected async end() {
    const target = process.env[RunReport.fileVariable]
    if (!target) return
    const summary = this.runner!.getSummary()
    const files = Object.fromEntries(
      [...this.#files].map(([fileName, { startedAt, endedAt }]) => [fileName, endedAt - startedAt])
    )
    writeFileSync(
      target,
      JSON.stringify({ aggregates: summary.aggregates, hasError: summary.hasError, files }, null, 2)
    )
  }
}
