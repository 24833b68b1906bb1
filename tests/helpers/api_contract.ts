import { ApiClient, type ApiResponse } from '@japa/api-client'
import { OpenAPIBackend, type Operation } from 'openapi-backend'
import addFormats from 'ajv-formats'
import { apiDocument } from '#core/services/api_document'

/*
| The API document is a contract the functional tests hold the server to:
| every answer of a JSON call a test receives is checked against the
| document (its path and method are described, its status is one the
| operation lists, its body matches that answer's schema). A mismatch fails
| the test that received it.
*/

let backend: Promise<OpenAPIBackend> | undefined

function documentBackend() {
  backend ??= (async () => {
    const api = new OpenAPIBackend({
      definition: apiDocument() as any,
      quick: true,
      validate: true,
      ajvOpts: { strict: false },
      customizeAjv: (ajv) => addFormats.default(ajv),
    })
    await api.init()
    return api
  })()
  return backend
}

/** What is wrong with one answer, or undefined when it keeps to the document. */
export async function contractMismatch(
  method: string,
  endpoint: string,
  status: number,
  contentType: string,
  body: unknown
): Promise<string | undefined> {
  const path = new URL(endpoint, 'http://localhost').pathname
  if (!path.startsWith('/api/') || path.includes('/__test__/')) return
  const api = await documentBackend()
  const operation: Operation | undefined = api.matchOperation({ method, path, headers: {} })
  const call = `${method.toUpperCase()} ${path} → ${status}`
  if (!operation) {
    // An unknown path answers 404 like any other: only the router's own calls must be described.
    return status === 404 ? undefined : `${call}: the document describes no such call`
  }
  const answer = (operation.responses as Record<string, any>)[String(status)]
  if (!answer) return `${call}: ${operation.operationId} does not list this status`
  const schema = answer.content?.['application/json']?.schema
  if (!schema) {
    return body === undefined ||
      body === '' ||
      (typeof body === 'object' && !Object.keys(body as object).length)
      ? undefined
      : `${call}: the document says no body, the answer has one`
  }
  if (!/application\/json/.test(contentType)) {
    return `${call}: the document says JSON, the answer is ${contentType || 'empty'}`
  }
  const result = api.validateResponse(body, operation, status)
  if (result.valid) return
  const problems = (result.errors ?? [])
    .map((problem) => `${problem.instancePath || '/'} ${problem.message}`)
    .join('; ')
  return `${call}: the body does not match ${operation.operationId}'s answer: ${problems}`
}

async function check(response: ApiResponse) {
  const mismatch = await contractMismatch(
    response.request.config.method,
    response.request.config.endpoint,
    response.status(),
    String(response.header('content-type') ?? ''),
    response.hasBody() ? response.body() : undefined
  )
  if (mismatch) throw new Error(`API document mismatch: ${mismatch}`)
}

/** Every functional test's JSON calls are checked against the document. */
export function holdAnswersToTheApiDocument() {
  ApiClient.teardown(check)
}
