import type { ApiDocumentPart } from '#core/services/api_document'
import {
  emailOnlyValidator,
  loginValidator,
  registerValidator,
  resetPasswordApiValidator,
} from '#accounts/validators/auth'
import { profileValidator } from '#accounts/validators/profile'
import { bodyOf, error, holding, json, ref } from '#core/services/openapi_parts'

/** `{ message }`: what happened, in the viewer's language. */
const MESSAGE = holding({ message: { type: 'string' } })

/** The accounts calls of the API document (GET /api/openapi.json) and the schemas they name. */
export function accountsApiDocument(): ApiDocumentPart {
  return {
    paths: {
      '/api/auth/login': {
        post: {
          summary: 'Sign in with e-mail and password',
          security: [],
          requestBody: bodyOf(loginValidator),
          responses: {
            '200': json('Signed in', {
              type: 'object',
              required: ['user'],
              properties: { user: ref('User') },
            }),
            '401': error('Wrong credentials (UNAUTHORIZED)'),
            '403': error('Unverified or suspended account (FORBIDDEN)'),
            '422': error('VALIDATION_ERROR'),
            '429': error('RATE_LIMIT_EXCEEDED'),
          },
        },
      },
      '/api/auth/register': {
        post: {
          summary: 'Create an account; a verification e-mail is sent',
          security: [],
          requestBody: bodyOf(registerValidator),
          responses: {
            '201': json('Registered', {
              type: 'object',
              properties: { user: ref('User'), message: { type: 'string' } },
            }),
            '409': error("DUPLICATE_RECORD with errors.email ['This email is already registered']"),
            '422': error("VALIDATION_ERROR (e.g. 'Please choose a stronger password')"),
            '429': error('RATE_LIMIT_EXCEEDED'),
          },
        },
      },
      '/api/auth/logout': {
        post: {
          summary: 'Sign out (state is cleared whatever the result)',
          responses: { '200': json('Signed out', MESSAGE) },
        },
      },
      '/api/auth/me': {
        get: {
          summary: 'The signed-in user',
          responses: {
            '200': json('The user', {
              type: 'object',
              required: ['user'],
              properties: { user: ref('User') },
            }),
            '401': error(
              "UNAUTHORIZED: 'No token provided' without a session cookie, 'Unauthorized' otherwise"
            ),
          },
        },
      },
      '/api/users/profile': {
        put: {
          summary: "Update the signed-in user's profile",
          requestBody: bodyOf(profileValidator),
          responses: {
            '200': json('Updated', {
              type: 'object',
              required: ['user'],
              properties: { user: ref('User') },
            }),
            '401': error('UNAUTHORIZED'),
            '422': error('VALIDATION_ERROR'),
          },
        },
      },
      '/api/auth/forgot-password': {
        post: {
          summary: 'Send a password-reset e-mail; always reports success',
          security: [],
          requestBody: bodyOf(emailOnlyValidator),
          responses: {
            '200': json('Always, whether or not the address has an account', MESSAGE),
            '429': error('RATE_LIMIT_EXCEEDED'),
          },
        },
      },
      '/api/auth/reset-password': {
        post: {
          summary:
            'Set a new password with a reset token (single-use, expiring); other sessions end',
          security: [],
          requestBody: bodyOf(resetPasswordApiValidator),
          responses: {
            '200': json('Password changed', MESSAGE),
            '422': error('VALIDATION_ERROR: weak password, or an invalid, used or expired token'),
          },
        },
      },
      '/api/token/refresh': {
        post: {
          summary: 'Refresh the session (one shared call after a 401)',
          responses: {
            '200': json('Session still valid and extended', {
              type: 'object',
              required: ['user'],
              properties: { user: ref('User') },
            }),
            '401': error('UNAUTHORIZED: sign in again'),
          },
        },
      },
      '/api/users/profile/image': {
        post: {
          summary:
            'Upload the profile image (JPEG, PNG or WebP; at most 5 MB; at least 160x160). Re-encoded, resized, metadata stripped.',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['image'],
                  properties: { image: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
          responses: {
            '200': json('Updated', { type: 'object', properties: { user: ref('User') } }),
            '401': error('UNAUTHORIZED'),
            '422': error(
              "VALIDATION_ERROR: 'Image is too large (max 5MB)', 'Invalid file type (JPEG, PNG or WebP only)', 'Image must be at least 160×160 pixels'"
            ),
          },
        },
        delete: {
          summary: 'Remove the profile image',
          responses: {
            '200': json('Removed', { type: 'object', properties: { user: ref('User') } }),
            '401': error('UNAUTHORIZED'),
          },
        },
      },
      '/api/auth/resend-verification': {
        post: {
          summary: 'Send the verification e-mail again; always reports success',
          security: [],
          requestBody: bodyOf(emailOnlyValidator),
          responses: {
            '200': json('Always', MESSAGE),
            '422': error("VALIDATION_ERROR: 'Email required'"),
            '429': error('RATE_LIMIT_EXCEEDED'),
          },
        },
      },
    },
    schemas: {
      User: {
        type: 'object',
        required: ['id', 'first_name', 'last_name', 'email', 'role', 'onboarded'],
        properties: {
          id: { type: 'integer' },
          first_name: { type: 'string' },
          last_name: { type: 'string' },
          email: { type: 'string', format: 'email' },
          role: { type: 'string', enum: ['ADMIN', 'MENTOR', 'STUDENT'] },
          onboarded: { type: 'boolean' },
          city: { type: ['string', 'null'] },
          timezone: { type: 'string' },
          company_name: { type: ['string', 'null'] },
          company_size: {
            type: ['string', 'null'],
            enum: ['solo', 'small', 'medium', 'large', 'enterprise', null],
          },
          professional_role: { type: ['string', 'null'] },
          profile_image: { type: ['string', 'null'], description: 'URL' },
          slug: { type: ['string', 'null'] },
          locale: { type: 'string', enum: ['en', 'it'] },
        },
      },
    },
  }
}
