import type { FastifyInstance } from 'fastify';
import { hasUnstorableCharacter, unstorableTextMessage } from '../../../common/contracts/zod';

type Found = { path: string; value: string };

const isPlainContainer = (value: object) => {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  // The query parser makes objects without a prototype; a Buffer or a Date is not text.
  return proto === Object.prototype || proto === null;
};

/**
 * The first string (or object key) at any depth that PostgreSQL cannot store, with its path
 * ("filters/0/value"). Walked with a list rather than recursion: a deeply nested JSON body must
 * not overflow the stack.
 */
export function findUnstorableText(root: unknown, prefix = ''): Found | null {
  const pending: Array<[unknown, string]> = [[root, prefix]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) return { path, value };
      continue;
    }
    if (typeof value !== 'object' || value === null || !isPlainContainer(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}/${key}` : key;
      if (hasUnstorableCharacter(key)) return { path: childPath, value: key };
      pending.push([child, childPath]);
    }
  }
  return null;
}

/**
 * One rule for every route's text: a path parameter, a query value or a body string (at any
 * depth) that PostgreSQL cannot store is a 400 with a sentence, before any handler runs. It is a
 * hook on the root instance rather than a refinement in each contract, so a route cannot forget
 * it. It runs after the route's own validation (a contract that names the field in its message
 * still answers first) and before every other preHandler, so nothing reads the database first.
 */
export function registerStorableText(app: FastifyInstance) {
  app.addHook('preHandler', async (request, reply) => {
    const found =
      findUnstorableText(request.params) ??
      findUnstorableText(request.query) ??
      findUnstorableText(request.body);
    if (!found) return;
    const message = unstorableTextMessage(found.value);
    return reply.status(400).send({ message, issues: [{ path: found.path, message }] });
  });
}
