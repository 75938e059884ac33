import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_AREAS } from './api.js';
import { inputInQuery } from './endpoint.js';

const endpoints = API_AREAS.flatMap(({ area, schemas }) =>
  Object.entries(area.endpoints).map(([name, endpoint]) => ({ name, endpoint, schema: schemas[name], tag: area.tag })),
);

describe('the declared endpoints', () => {
  it('give each path once, under the prefix of their audience', () => {
    const paths = endpoints.map(({ endpoint }) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { endpoint } of endpoints) {
      const prefix = { member: '/app-api/', operator: '/admin-api/', public: '/' }[endpoint.audience];
      expect(endpoint.path.startsWith(prefix), endpoint.path).toBe(true);
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(endpoint.method);
    }
  });

  it('have schemas by the same names as their endpoints, and no others', () => {
    for (const { area, schemas } of API_AREAS) expect(Object.keys(schemas).sort()).toEqual(Object.keys(area.endpoints).sort());
    for (const { name, schema } of endpoints) expect(schema?.summary, name).toBeTruthy();
  });

  it('take their input as an object: query fields, or a body that every POST and PUT has', () => {
    for (const { endpoint, schema } of endpoints) {
      if (schema?.input) expect(schema.input, endpoint.path).toBeInstanceOf(z.ZodObject);
      if (!inputInQuery(endpoint)) expect(schema?.input, `${endpoint.path} takes a body`).toBeDefined();
    }
  });
});
