import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { brandOfSite, robotsTxt, sitemapXml, webAppManifest, type SiteAddress } from './site.service';

const siteOf = (request: FastifyRequest): SiteAddress => ({ protocol: request.protocol, host: request.host, hostname: request.hostname });

/**
 * The brand's site files a browser or a search engine asks for at fixed addresses: the web app
 * manifest, robots.txt and sitemap.xml. Made per brand from the request's host; revalidated on
 * each use so a changed brand setting shows at the next visit.
 */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  const hidden = { schema: { hide: true } };

  app.get('/manifest.webmanifest', hidden, async (request, reply) => {
    const merchant = await brandOfSite(app.ctx, siteOf(request));
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(JSON.stringify(webAppManifest(merchant, request.language)));
  });

  app.get('/robots.txt', hidden, async (request, reply) => {
    const site = siteOf(request);
    await brandOfSite(app.ctx, site);
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(site));
  });

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const site = siteOf(request);
    await brandOfSite(app.ctx, site);
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'no-cache').send(sitemapXml(site));
  });
};
