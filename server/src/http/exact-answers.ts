export type JsonSchema = { [key: string]: unknown };
export type Fits = (value: unknown) => boolean;

export const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keywords a test can be written for. A keyword that changes what the serialiser writes (a
 * `default`, a `const`, `anyOf`, a `$ref`, a record's `additionalProperties`) is not among them, so a
 * schema holding one gets no test and always takes the compiled serialiser. Bounds (lengths,
 * minimum, enum) are the contract's, checked where answers are made; writing ignores them.
 */
const writtenAsGiven = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'minItems',
  'maxItems',
  'description',
]);

class NoTest extends Error {}

function primitiveTest(type: unknown, v: string): string {
  switch (type) {
    case 'string':
      return `typeof ${v} === 'string'`;
    case 'number':
      return `(typeof ${v} === 'number' && Number.isFinite(${v}))`;
    case 'integer':
      return `Number.isInteger(${v})`;
    case 'boolean':
      return `typeof ${v} === 'boolean'`;
    case 'null':
      return `${v} === null`;
    default:
      throw new NoTest();
  }
}

/**
 * A test, compiled from an answer's JSON Schema, that a value is exactly what the schema names:
 * plain objects holding only the named properties (every required one present), arrays, and
 * strings, finite numbers, integers, booleans and nulls where the schema says so. For such a value
 * `JSON.stringify` writes what the compiled serialiser writes (the properties may come in another
 * order), in about two thirds of its time. Null when the schema holds something the test does not
 * cover. A value that fails the test is written by the compiled serialiser, which drops what the
 * contract does not name.
 */
export function compileFits(schema: unknown): Fits | null {
  const lines: string[] = [];
  let counter = 0;
  const fresh = (prefix: string) => `${prefix}${counter++}`;

  /** Statements that `return false` when the value named `v` does not fit `s`. */
  function emit(s: unknown, v: string): void {
    if (!isObject(s)) throw new NoTest();
    for (const key of Object.keys(s)) if (!writtenAsGiven.has(key)) throw new NoTest();
    const { type } = s;
    if (Array.isArray(type)) {
      lines.push(`if (!(${type.map((t) => primitiveTest(t, v)).join(' || ')})) return false;`);
    } else if (type === 'array') {
      const index = fresh('i');
      const item = fresh('item');
      lines.push(`if (!Array.isArray(${v})) return false;`);
      lines.push(`for (let ${index} = 0; ${index} < ${v}.length; ${index}++) {`);
      lines.push(`const ${item} = ${v}[${index}];`);
      emit(s.items, item);
      lines.push('}');
    } else if (type === 'object') {
      if (s.additionalProperties !== false) throw new NoTest();
      const properties = isObject(s.properties) ? s.properties : {};
      const required = new Set(Array.isArray(s.required) ? s.required : []);
      const count = fresh('count');
      const key = fresh('key');
      lines.push(`if (typeof ${v} !== 'object' || ${v} === null) return false;`);
      // A class instance (a Date, a Buffer) or anything with toJSON is not written as its fields.
      lines.push(`{ const proto = Object.getPrototypeOf(${v});`);
      lines.push(`if (proto !== Object.prototype && proto !== null) return false; }`);
      lines.push(`let ${count} = 0;`);
      for (const [name, property] of Object.entries(properties)) {
        const field = fresh('field');
        lines.push(`const ${field} = ${v}[${JSON.stringify(name)}];`);
        if (required.has(name)) {
          lines.push(`${count}++;`);
          emit(property, field);
        } else {
          // Left out, or there and undefined (neither serialiser writes it): counted if it is a key.
          lines.push(`if (Object.hasOwn(${v}, ${JSON.stringify(name)})) ${count}++;`);
          lines.push(`if (${field} !== undefined) {`);
          emit(property, field);
          lines.push('}');
        }
      }
      // No property beyond those: as many own enumerable keys as were counted above.
      lines.push(`for (const ${key} in ${v}) ${count}--;`);
      lines.push(`if (${count} !== 0) return false;`);
    } else {
      lines.push(`if (!(${primitiveTest(type, v)})) return false;`);
    }
  }

  try {
    emit(schema, 'value');
  } catch (error) {
    if (error instanceof NoTest) return null;
    throw error;
  }
  // Written from the schema's own keywords and property names (quoted with JSON.stringify), once
  // per route at start.
  return new Function('value', `${lines.join('\n')}\nreturn true;`) as Fits;
}
