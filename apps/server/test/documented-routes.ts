import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';

/** A route of the app's API document, with its OpenAPI operation. */
export type DocumentedRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operation: OpenAPIV3.OperationObject;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Every route of the API document the app serves, read from the app itself so that a new
 * route is covered without a line in the tests that walk them; destructive ones last, so
 * that the others meet the fixtures.
 */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const document = app.swagger() as OpenAPIV3.Document;
  const routes = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation
        ? [{ method: method.toUpperCase() as DocumentedRoute['method'], path, operation }]
        : [];
    }),
  );
  return routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** The JSON schema of the route's body, when it takes JSON. */
export function jsonBodySchema(route: DocumentedRoute): OpenAPIV3.SchemaObject | undefined {
  const body = route.operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  return body?.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
}
