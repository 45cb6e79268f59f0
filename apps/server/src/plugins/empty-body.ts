import fp from 'fastify-plugin';

/**
 * A call whose body is optional (an operator's approval, free play) may come with no body at all,
 * or with an empty one under `Content-Type: application/json`, as many HTTP clients send. Both
 * reach the route as "no body" (Fastify validates a missing body as null, so such a route's schema
 * is `.nullish()`); JSON is otherwise parsed by Fastify's own
 * parser (prototype-poisoning checks included).
 */
export const emptyBodyPlugin = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});
