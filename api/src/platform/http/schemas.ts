// Route schemas from one source: each is a TypeBox definition, which is the JSON Schema Fastify validates a
// request with (and compiles an answer's serialiser from) and, through the type provider, the TypeScript type of
// the request's body, params and query. Bodies only check shape and size here; the field rules (and their exact
// messages) run in the services through the shared contract, so client and server say the same words.
// How to write one, and what a response schema must list: docs/decisions/114-route-schemas-typebox.md.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Kind, Type, type Static, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

export { Type, type Static };

/** The routes of `app`, typed from their schemas: `request.body`, `params` and `query` are the schemas' types. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

export const str = (maxLength = 256) => Type.String({ maxLength });

type Fields<T extends TProperties, K extends keyof T> = { [P in keyof T]: P extends K ? T[P] : TOptional<T[P]> };

/** A body or query: the listed fields only (others are dropped), each optional unless named in `required`. */
export function obj<T extends TProperties, K extends keyof T & string = never>(properties: T, required?: readonly K[]): TObject<Fields<T, K>>;
/** The same from plain JSON Schema fields (routes not yet written with TypeBox): checked, but untyped. */
export function obj(properties: Record<string, object>, required?: readonly string[]): { type: 'object'; properties: Record<string, object> };
export function obj(properties: Record<string, object>, required: readonly string[] = []): object {
  const typeBox = Object.values(properties).every((schema) => Kind in schema);
  if (!typeBox) return { type: 'object', properties, required: [...required], additionalProperties: false };
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, required.includes(name) ? schema : Type.Optional(schema as TSchema)]),
  );
  return Type.Object(fields as TProperties, { additionalProperties: false });
}

const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
/** Ids are the 24-hex ids we mint, or short slugs (asset ids); anything else never reaches a query. */
export const idParam = <N extends string>(name: N) =>
  Type.Object({ [name]: Type.String({ pattern: ID_PATTERN }) } as { [P in N]: ReturnType<typeof Type.String> }, { additionalProperties: false });

export const emptyQuery = Type.Object({}, { additionalProperties: false });

// ----- Answers. A response schema lists every field the answer carries, in the order the service builds it: the
// compiled serialiser writes fields in the schema's order and leaves out any field it does not list. -----

/** The envelope of a successful answer (`ok(...)`): `{ success: true, message, data }`. */
export const answer = <T extends TSchema>(data: T) => Type.Object({ success: Type.Literal(true), message: Type.String(), data });

export const STORED_ANSWER = 'a stored wire body: sent as stored, this schema documents it';
/**
 * The envelope of an answer sent as a stored wire body (platform/http/wire.ts). Fastify sends the stored bytes as
 * they are and never runs them through this schema: it documents the answer (docs/architecture.md).
 */
export const storedAnswer = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), message: Type.String(), data }, { $comment: STORED_ANSWER });

/**
 * The fields of `T`, at any depth, that the schema's type `S` does not list: the serialiser would leave them out of
 * the answer. A value the schema leaves open (`opaque`) lists everything under it.
 */
type Unlisted<T, S> = T extends readonly (infer Item)[]
  ? S extends readonly (infer Listed)[]
    ? Unlisted<Item, Listed>
    : never
  : T extends object
    ? S extends object
      ? { [K in keyof T]-?: K extends keyof S ? Unlisted<T[K], S[K]> : K }[keyof T]
      : never
    : never;

/**
 * The schema of an answer carrying a `T` (a contract type or a service's result): it does not compile when a `T`
 * would not fit the schema (a field missing, renamed or of another type) or carries a field the schema does not
 * list (the answer would silently lose it), so the two cannot part ways silently.
 */
export const answerOf =
  <T>() =>
  <S extends TSchema>(
    schema: S &
      ([T] extends [Static<S>]
        ? [Unlisted<T, Static<S>>] extends [never]
          ? unknown
          : { fieldsTheSchemaDoesNotList: Unlisted<T, Static<S>> }
        : { answerDoesNotFit: T }),
  ): S =>
    schema;

/** A scalar that may be null (one type list, so the serialiser needs no trial of alternatives). */
export function nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  if (typeof type !== 'string' || type === 'object' || type === 'array') throw new Error('nullable() takes a scalar; use nullableObject()');
  const values = (schema as { enum?: unknown[] }).enum;
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'], ...(values ? { enum: [...values, null] } : {}) });
}

/** An object that may be null. */
export const nullableObject = <T extends TObject>(schema: T) => Type.Union([Type.Null(), schema]);

/** A value with no one shape (written as JSON.stringify writes it): say at the use why it cannot have a schema. */
export const opaque = <T>() => Type.Unsafe<T>({});

/** One of a fixed set of strings (a contract's union type). */
export const oneOf = <const V extends readonly string[]>(values: V) => Type.Unsafe<V[number]>({ type: 'string', enum: [...values] });
