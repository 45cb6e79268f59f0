import fp from 'fastify-plugin';
import { toLanguage } from '@panalo/contract/constants';

/** The user's language for messages: the `lang` header, else the first Accept-Language tag. */
export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'EN');
  app.addHook('onRequest', async (request) => {
    const explicit = request.headers['lang'];
    const accepted = request.headers['accept-language'];
    const first = typeof accepted === 'string' ? accepted.split(',')[0]?.split(';')[0] : undefined;
    request.language = toLanguage(typeof explicit === 'string' ? explicit : first);
  });
});
