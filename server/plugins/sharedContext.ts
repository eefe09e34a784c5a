// The server's areas are Fastify plugins that add their hooks where they are registered, as if written inline there.
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * A plugin whose hooks, parsers and decorations stay in the context it is registered in (what fastify-plugin does,
 * through the same flags): the order the areas are registered in is the order their hooks run in.
 */
export function inSharedContext<Options extends FastifyPluginOptions>(name: string, plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}
