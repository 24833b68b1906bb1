import type { CompressionOptions } from 'compression'

/**
 * Responses over 1 KB (pages, JSON, static files) go out in Brotli or gzip when the client accepts it,
 * because the app is also served without a reverse proxy; the `compression` package does it
 * (#middleware/compression_middleware). `false` leaves compression to a proxy that does it.
 */
export const compressResponses: CompressionOptions | false = { threshold: '1kb' }
