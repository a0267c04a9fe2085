import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The instance a route plugin receives, with the zod type provider: what a function that
 * registers one route of a larger plugin takes, so that plugins stay short
 * (docs/conventions.md#file-and-function-size).
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
