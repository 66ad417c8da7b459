import type { FastifyInstance, RouteOptions } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compileFits, isObject, type JsonSchema } from './exact-answers';

// The zod encoder of fastify-type-provider-zod, typed for a route whose schemas are zod's.
const zodSerializer = serializerCompiler as NonNullable<RouteOptions['serializerCompiler']>;

// What zod writes as a string's format for startsWith, endsWith, includes and regex (its pattern
// says the same): not JSON Schema formats, so fast-json-stringify's validator warned about each one
// in the log when it compiled an answer's branches.
const zodOnlyFormats = new Set(['starts_with', 'ends_with', 'includes', 'regex']);

/**
 * `anyOf: [{ type: 'integer' }, { type: 'null' }]` (what zod writes for a nullable number with
 * bounds) as `type: ['integer', 'null']`: fast-json-stringify serialises a type list directly, but
 * tests every item of every row against each branch of an anyOf. And without zod's own formats.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    if (key === 'format' && typeof value === 'string' && zodOnlyFormats.has(value)) continue;
    out[key] = simplify(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = branches.findIndex((b) => isObject(b) && b.type === 'null');
    const other = branches[1 - nullIndex];
    if (
      nullIndex !== -1 &&
      isObject(other) &&
      typeof other.type === 'string' &&
      ['string', 'number', 'integer', 'boolean'].includes(other.type)
    ) {
      const merged: JsonSchema = { ...other, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
      return merged;
    }
  }
  return out;
}

/** The JSON Schema of what a zod contract answers, or null when zod cannot write one. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | null {
  try {
    const converted = simplify(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
    );
    return isObject(converted) ? converted : null;
  } catch {
    return null;
  }
}

/**
 * The schema as fast-json-stringify is given it: objects open to other properties. It writes only
 * the named ones either way, but it picks an anyOf's branch by validating the whole value, and a
 * closed object refused a value holding one property more: the answer was a 500 where zod's
 * encoding, which drops what the contract does not name, wrote it.
 */
function openObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openObjects);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = openObjects(value);
  }
  return out;
}

/**
 * The serialiser of one answer's JSON Schema: `JSON.stringify` for a value that is exactly what the
 * schema names (compileFits), fast-json-stringify for anything else, which writes only what the
 * schema names. Node's own JSON.stringify now writes a page of 50 contacts in about two thirds of
 * fast-json-stringify's time, and the test costs a twentieth of it.
 */
const exactAnswerSerializer: NonNullable<RouteOptions['serializerCompiler']> = ({ schema }) => {
  const named = fastJsonStringify(openObjects(schema) as Parameters<typeof fastJsonStringify>[0]);
  const fits = compileFits(schema);
  if (!fits) return named;
  return (data: unknown) => (fits(data) ? JSON.stringify(data) : named(data));
};

/**
 * Every route's answers are written from a JSON Schema derived once, at start, from the route's
 * zod contract, which stays the one source: the same fields, and a property the contract does not
 * name is never sent (the derived objects forbid extra properties; an answer holding one is
 * written by fast-json-stringify, which writes only the named ones). Zod encoding each answer cost
 * a list request more than the rest of its mapping. A route whose contract zod cannot write as
 * JSON Schema (a transform, a date) keeps zod's encoding.
 */
export function registerResponseSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response;
    if (!isObject(response)) return;
    const converted: JsonSchema = {};
    for (const [status, schema] of Object.entries(response)) {
      const json = schema instanceof z.ZodType ? responseJsonSchema(schema) : null;
      if (!json) {
        // One answer zod must write: the route keeps zod for all of them.
        route.serializerCompiler ??= zodSerializer;
        return;
      }
      converted[status] = json;
    }
    route.schema = { ...route.schema, response: converted };
    route.serializerCompiler ??= exactAnswerSerializer;
  });
}
