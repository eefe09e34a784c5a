// Development and tests: every JSON answer checked against openapi/api.yaml before it is sent.
import { genericEnvelope, langOf } from '../http/errors.ts';
import { createResponseValidator } from '../http/validation.ts';
import { inSharedContext } from './sharedContext.ts';

type JsonSchemaMap = Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;

export const responseValidation = inSharedContext('response validation', async (api) => {
  const compile = createResponseValidator();
  api.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as JsonSchemaMap | undefined;
    // A 5xx is the error handler's own envelope, not checked (it would fail again for an operation that documents none).
    if (!responses || typeof payload !== 'object' || payload === null || reply.statusCode >= 500) return payload;
    const schema = (responses[String(reply.statusCode)] ?? responses.default)?.content?.['application/json']?.schema;
    const validate = schema ? compile(schema) : undefined;
    if (!validate || !validate(payload)) {
      const operationId = request.routeOptions.config.operationId;
      const problem = validate
        ? `answer ${reply.statusCode} of ${operationId} breaks openapi/api.yaml: ${JSON.stringify(validate.errors)}`
        : `openapi/api.yaml documents no ${reply.statusCode} answer for ${operationId}`;
      // Answered here, not thrown: the answer may be the error handler's own (a refusal the yaml words otherwise),
      // and an error thrown after it would be answered by fastify's fallback, in its own shape with the internals.
      // The reason is logged and, for a test to show, sent in this header (development and tests only, ASCII).
      request.log.error(problem);
      reply.header('x-contract-violation', problem.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000));
      reply.code(500);
      return genericEnvelope(langOf(request), 500);
    }
    return payload;
  });
});
