import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_AREAS } from './api.js';
import { inputInQuery, pathFitsAudience } from './endpoint.js';

const endpoints = API_AREAS.flatMap(({ area, schemas }) =>
  Object.entries(area.endpoints).map(([name, endpoint]) => ({ name, endpoint, schema: schemas[name], tag: area.tag })),
);

describe('the declared endpoints', () => {
  it('give each method and path once, where their audience lives', () => {
    const routes = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const { endpoint } of endpoints) {
      expect(pathFitsAudience(endpoint), `${endpoint.audience} ${endpoint.path}`).toBe(true);
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(endpoint.method);
    }
    expect(pathFitsAudience({ path: '/admin-api/x', audience: 'member' })).toBe(false);
    expect(pathFitsAudience({ path: '/app-api/x', audience: 'operator' })).toBe(false);
    expect(pathFitsAudience({ path: '/getInfo', audience: 'member' })).toBe(true);
    expect(pathFitsAudience({ path: '/getInfo', audience: 'public' })).toBe(false);
  });

  it('have schemas by the same names as their endpoints, and no others', () => {
    for (const { area, schemas } of API_AREAS) expect(Object.keys(schemas).sort()).toEqual(Object.keys(area.endpoints).sort());
    for (const { name, schema } of endpoints) expect(schema?.summary, name).toBeTruthy();
  });

  it('take their input as an object of query fields or body fields, and a PUT always has one', () => {
    for (const { endpoint, schema } of endpoints) {
      // A body may also be one of several object shapes, told apart by a field (an order's `type`).
      const bodyOfShapes = !inputInQuery(endpoint) && schema?.input instanceof z.ZodDiscriminatedUnion;
      if (schema?.input && !bodyOfShapes) expect(schema.input, endpoint.path).toBeInstanceOf(z.ZodObject);
      if (bodyOfShapes) for (const option of (schema.input as z.ZodDiscriminatedUnion).options) expect(option).toBeInstanceOf(z.ZodObject);
      if (endpoint.method === 'PUT') expect(schema?.input, `${endpoint.path} takes a body`).toBeDefined();
    }
    // A POST carries its input in the query string only where the spec says so: the token refresh.
    const postsByQuery = endpoints.filter(({ endpoint }) => endpoint.method === 'POST' && inputInQuery(endpoint));
    for (const { endpoint } of postsByQuery) expect(endpoint.path).toMatch(/\/auth\/refresh-token$/);
    expect(postsByQuery.length).toBeGreaterThan(0);
  });
});
