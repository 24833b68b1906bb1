import env from '#start/env'

/** Absolute URL of a path on the test HTTP server (HOST and PORT of the test environment). */
export function testUrl(path = '/') {
  return `http://${env.get('HOST')}:${env.get('PORT')}${path}`
}
