// The built site and what every answer carries: security headers, HSTS behind https, and the end of a connection
// whose body will never be read. Unknown paths end here too.
import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import path from 'node:path';
import { sendRouteNotFound } from '../http/errors.ts';
import { inlineHashes, securityHeaders } from '../http/securityHeaders.ts';
import { type SiteFile, loadSiteFiles, pageFile, sendSiteFile, siteFileAt } from '../http/siteFiles.ts';
import { type Preview, previewLanguage, withPreview } from '../share/previews.ts';
import { inSharedContext } from './sharedContext.ts';
import { hasBody } from './uploads.ts';

export type SiteFiles = Map<string, SiteFile>;

/**
 * How long the rest of a refused body is read and dropped after the answer (see lingerAfterAnswer): until nothing has
 * arrived for `idleMs`, and never past `totalMs` — nginx's own lingering_timeout and lingering_time.
 */
export const LINGER = { idleMs: 5_000, totalMs: 30_000 };

/**
 * Ends a connection whose request body is still arriving the way nginx ends its own clients' (a "lingering close"):
 * the answer, then this side's FIN, then whatever the peer still sends is read and dropped until it closes too, or
 * stops sending for LINGER.idleMs, or LINGER.totalMs has passed. Node's own end (`destroySoon`) closes the socket as
 * soon as the answer is written; closing a socket with unread bytes makes the kernel send a reset, and a proxy still
 * streaming the body to us (nginx with `proxy_request_buffering off`) takes that for a broken server: the contestant
 * got a 502, not the 429 and its `Retry-After`, and nginx counted the process as failed. The body is still never kept:
 * a direct client sees the FIN at once and stops, and the wait is bounded.
 */
function lingerAfterAnswer(socket: Socket | null) {
  if (!socket) return;
  socket.destroySoon = function destroySoonLingering(this: Socket) {
    if (this.writable) this.end();
    const started = Date.now();
    let lastRead = this.bytesRead;
    let lastReadAt = started;
    const watch = setInterval(() => {
      const now = Date.now();
      if (this.bytesRead !== lastRead) {
        lastRead = this.bytesRead;
        lastReadAt = now;
      }
      if (now - lastReadAt >= LINGER.idleMs || now - started >= LINGER.totalMs) this.destroy();
    }, 250);
    watch.unref();
    this.once('close', () => clearInterval(watch));
    // The HTTP parser stopped reading the connection when the body was left unread (it reads the socket's handle
    // itself, so resume() alone does not restart it): read again, drop what arrives, end at the peer's FIN.
    this.on('data', () => {});
    this.once('end', () => this.destroy());
    this.resume();
    (this as Socket & { _handle?: { readStart?: () => number } | null })._handle?.readStart?.();
  };
}

/** The built site, read once (server/http/siteFiles.ts); none when the directory has no index.html. */
export const loadSite = (distDir: string | undefined): SiteFiles | undefined =>
  distDir !== undefined && existsSync(path.join(distDir, 'index.html')) ? loadSiteFiles(distDir) : undefined;

export const answerHeaders = inSharedContext<{ siteFiles: SiteFiles | undefined; connectSrc: string[] }>('answer headers', async (app, { siteFiles, connectSrc }) => {
  // Fastify sends `Connection: close` only to requests that arrive after close() began, and server.close() reaps idle
  // sockets only once: a request already in flight (its body still uploading) was answered keep-alive and its socket
  // then held close() open until the client hung up (fastify#7044). Answers sent while closing end their connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // The site's home page's inline scripts and styles are allowed by hash.
  const sitePage = siteFiles?.get('/index.html')?.identity.toString('utf8') ?? '';
  const headers = securityHeaders({ connectSrc, scriptHashes: inlineHashes(sitePage, 'script'), styleHashes: inlineHashes(sitePage, 'style') });
  app.addHook('onSend', async (request, reply, payload) => {
    // An answer sent before the request's body has arrived (a refused upload: 401, 415, 429) ends the connection, so the
    // rest of the body is never read (Node reads and discards it to keep a connection open).
    if (closing) reply.header('connection', 'close');
    else if (hasBody(request) && !request.raw.complete) {
      reply.header('connection', 'close');
      lingerAfterAnswer(request.raw.socket);
    }
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
});

/** Writes a page's link preview (server/share/previews.ts); `origin` is PUBLIC_ORIGIN, which every address in it names. */
export type LinkPreviews = { origin: string; of(pathname: string, lang: 'ar' | 'en'): Promise<Preview | undefined> };

/**
 * `/` is the prerendered home page (index.html); every other page starts from the plain shell (app.html, written
 * beside it by scripts/prerender.ts) so it never flashes the home page; served from memory, already compressed. A public
 * result page (server/share/previews.ts) gets its link preview written into the page's head, in the language the
 * request asks for; the home page's two are made once and kept, compressed.
 */
export const builtSite = inSharedContext<{ siteFiles: SiteFiles | undefined; previews?: LinkPreviews }>('built site', async (app, { siteFiles, previews }) => {
  if (siteFiles) {
    const fallbackPage = siteFiles.get('/app.html') ?? siteFiles.get('/index.html')!;
    const homePage = siteFiles.get('/index.html')!;
    // The operator console's own page (vite.operator.config.ts): /operator and everything under it.
    const operatorPage = siteFiles.get('/operator.html');
    const homes = new Map<string, SiteFile>();
    const withLinkPreview = async (request: FastifyRequest, pathname: string): Promise<SiteFile | undefined> => {
      if (!previews) return undefined;
      const lang = previewLanguage(request.url.slice(pathname.length).replace(/^\?/, ''), request.headers['accept-language']);
      let preview: Preview | undefined;
      try {
        preview = await previews.of(pathname, lang);
      } catch (error) {
        // A preview is a courtesy to unfurlers: the page itself is served whatever went wrong.
        request.log.warn({ err: error }, 'link preview failed');
        return undefined;
      }
      if (!preview) return undefined;
      const make = () => pageFile(withPreview((pathname === '/' ? homePage : fallbackPage).identity.toString('utf8'), preview, { lang, origin: previews.origin, pathname }), 'accept-language');
      if (pathname !== '/') return make();
      const key = `${lang}\n${preview.title}\n${preview.description}`;
      if (!homes.has(key)) homes.set(key, make());
      return homes.get(key);
    };
    app.get('/*', { compress: false }, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const file = siteFileAt(siteFiles, request.url);
      if (file && url !== '/') return sendSiteFile(request, reply, file);
      if (url !== '/api' && !url.startsWith('/api/') && !url.startsWith('/assets/') && !url.startsWith('/operator')) {
        const page = await withLinkPreview(request, url);
        if (page) return sendSiteFile(request, reply, page);
      }
      if (file) return sendSiteFile(request, reply, file);
      // An unknown API path, or a hashed asset that does not exist, is a real 404, not the app shell.
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/')) return sendRouteNotFound(request, reply);
      if (operatorPage && (url === '/operator' || url.startsWith('/operator/'))) return sendSiteFile(request, reply, operatorPage);
      return sendSiteFile(request, reply, fallbackPage);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // With a site, GET and HEAD never get here (the route above answers them).
    if (siteFiles || url === '/api' || url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) return sendRouteNotFound(request, reply);
    const notice = 'Quran competition reference server.\n\nThe API is served at /api/v1. The site has not been built yet: run "npm run build" and restart the server.\n';
    return reply
      .code(url === '/' ? 200 : 404)
      .type('text/plain; charset=utf-8')
      .send(notice);
  });
});
