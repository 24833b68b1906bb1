import compression, { type CompressionOptions } from 'compression'

/**
 * Responses over 1 KB (pages, JSON, static files) go out in Brotli or gzip when the client accepts it,
 * because the app is also served without a reverse proxy; the `compression` package does it
 * (#middleware/compression_middleware). `false` leaves compression to a proxy that does it.
 * Server-sent events (the conversations' real-time stream) are never compressed: each event must
 * leave at once, not wait in the compressor's buffer. A proxy in front must not compress
 * `text/event-stream` either.
 */
export const compressResponses: CompressionOptions | false = {
  threshold: '1kb',
  filter: (request, response) =>
    !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
    compression.filter(request, response),
}
