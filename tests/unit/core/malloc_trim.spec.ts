import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import mallocTrim from 'malloc-trim'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
setFlagsFromString('--no-expose-gc')

/** Resident memory of this process in KB. */
async function rssKb() {
  const status = await readFile('/proc/self/status', 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+)/)![1])
}

test.group('Web process | malloc trim (app/core/native/malloc_trim)', () => {
  test('the addon is built and can trim on this glibc system', ({ assert }) => {
    const report = process.report.getReport() as { header: { glibcVersionRuntime?: string } }
    assert.isString(report.header.glibcVersionRuntime)
    assert.isTrue(mallocTrim.supported)
    assert.isBoolean(mallocTrim.trim())
  })

  test('holes left in the malloc heap go back to the system', async ({ assert }) => {
    // Buffers of 32 KB come from malloc's heap (below its mmap threshold). Every other one
    // is freed: the holes sit between live blocks, where glibc keeps them resident.
    const blocks = Array.from({ length: 3000 }, () => Buffer.allocUnsafeSlow(32 * 1024).fill(1))
    const kept = blocks.filter((_, index) => index % 2 === 1)
    blocks.length = 0
    gc()
    // V8 frees the backing stores of collected buffers on a background thread.
    await new Promise((done) => setTimeout(done, 300))

    const before = await rssKb()
    assert.isTrue(mallocTrim.trim())
    const after = await rssKb()
    // About 1,500 holes of 32 KB (47 MB); at least a third of them released.
    assert.isAbove(before - after, 16 * 1024, `RSS ${before} -> ${after} KB`)
    assert.lengthOf(kept, 1500)
  })
})
