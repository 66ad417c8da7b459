import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

const GENERIC_5XX = 'Something went wrong. Please try again.';

/** Every error leaves as { message } with a 4xx for the caller's mistakes; no stack trace ever leaves. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      // zod's own wording names no field, so the field goes in front; the product's messages stand alone.
      const isGeneric = /^(Invalid input|Invalid option|Unrecognized key|Too big|Too small)/.test(
        first.message ?? '',
      );
      const message =
        isGeneric && field ? `${field}: ${first.message}` : (first.message ?? 'Invalid request');
      return reply.status(400).send({
        message,
        issues: error.validation.slice(0, 10).map((v) => ({
          path: v.instancePath.replace(/^\//, ''),
          message: v.message,
        })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error) });
    }
    // The logger's error serializer (server/src/logger.ts) cuts the values a failed query carries.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: GENERIC_5XX });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    default:
      // Fastify's own 4xx messages are written for developers but carry no secrets.
      return error.message.includes('prototype')
        ? 'The request body is not valid JSON.'
        : error.message;
  }
}
