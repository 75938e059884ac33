import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_AREAS } from './api.js';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES, holdsPermission, permissionsOfRoles } from './admin-permissions.js';
import { ALL_PERMISSIONS } from './constants.js';
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

  it('name a permission from the catalogue on every operator endpoint, and on no other', () => {
    const catalogue: readonly string[] = [...OPERATOR_PERMISSIONS, 'ignore'];
    for (const { endpoint } of endpoints) {
      if (endpoint.audience === 'operator') expect(catalogue, endpoint.path).toContain(endpoint.permission);
      else expect(endpoint.permission, endpoint.path).toBeUndefined();
    }
    // Only the session's own calls skip the check.
    const skipping = endpoints.filter(({ endpoint }) => endpoint.permission === 'ignore').map(({ endpoint }) => endpoint.path);
    for (const path of skipping) expect(path).toMatch(/^\/admin-api\/system\/auth\//);
  });
});

describe('the operator roles', () => {
  it('give admin the wildcard and the others lists without it', () => {
    expect(permissionsOfRoles(['admin'])).toEqual([ALL_PERMISSIONS]);
    expect(permissionsOfRoles(['ops', 'admin'])).toEqual([ALL_PERMISSIONS]);
    for (const role of ['ops', 'finance'] as const) {
      expect(OPERATOR_ROLES[role]).not.toContain(ALL_PERMISSIONS);
      for (const p of OPERATOR_ROLES[role]) expect(OPERATOR_PERMISSIONS).toContain(p);
    }
    expect(permissionsOfRoles(['nobody'])).toEqual([]);
  });

  it('let ops run the fleet and members but only read money, and finance the reverse', () => {
    const ops = permissionsOfRoles(['ops']);
    const finance = permissionsOfRoles(['finance']);
    expect(holdsPermission(ops, 'device:phone:update')).toBe(true);
    expect(holdsPermission(ops, 'member:member:update')).toBe(true);
    expect(holdsPermission(ops, 'trade:order:query')).toBe(true);
    expect(holdsPermission(ops, 'trade:order:refund')).toBe(false);
    expect(holdsPermission(ops, 'trade:redeem-code:create')).toBe(false);
    expect(holdsPermission(finance, 'trade:order:refund')).toBe(true);
    expect(holdsPermission(finance, 'trade:redeem-code:create')).toBe(true);
    expect(holdsPermission(finance, 'device:phone:query')).toBe(true);
    expect(holdsPermission(finance, 'device:phone:update')).toBe(false);
    expect(holdsPermission(finance, 'member:member:update')).toBe(false);
    expect(holdsPermission(finance, 'system:user:query')).toBe(false);
    expect(holdsPermission([], 'ignore')).toBe(true);
    expect(holdsPermission([ALL_PERMISSIONS], 'system:user:delete')).toBe(true);
  });
});
