// Reads the API's OpenAPI document (GET /v1/openapi.json) into what the developers page shows: the operations by
// domain, each with its parameters, body fields, answers, the token it takes and examples in curl and JavaScript.
// Only the parts of OpenAPI 3.1 the API writes are read (docs/api.md, "The OpenAPI document").

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  description?: string;
};

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string };
type Answer = { description: string; content?: Record<string, { schema?: JsonSchema }> };
export type OperationObject = {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, Answer>;
  'x-access'?: string;
};
export type SecurityScheme = { type: string; scheme?: string; description?: string };
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { securitySchemes?: Record<string, SecurityScheme> };
};

export type Field = { name: string; where: string; type: string; required: boolean };
export type Operation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  /** The token it takes, in words. */
  access: string;
  /** Needs a token (no anonymous alternative). */
  signedIn: boolean;
  /** The API key scope that opens it (`read`, `alerts`), or null when no key may call it. */
  keyScope: string | null;
  fields: Field[];
  answers: Array<{ status: string; description: string }>;
};
export type Domain = { name: string; description: string; operations: Operation[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** What each access level asks of the caller, as the page says it. */
const ACCESS_WORDS: Record<string, string> = {
  public: 'No token',
  'optional-member': 'No token; a member’s session token changes the answer',
  member: 'A member’s session token',
  'super-admin': 'A super admin’s session token, signed in with two-factor',
  'device-conflict': 'The device-conflict token',
  'member-or-device-conflict': 'A session token or the device-conflict token',
  'member-or-feedback': 'A session token or the rating token',
};

/** A schema's type in a few words: `string`, `number or null`, `list of string`, `'a' | 'b'`. */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  const types = [schema.type ?? 'any'].flat();
  return types.map((type) => (type === 'array' ? `list of ${typeOf(schema.items)}` : type)).join(' or ');
}

/** The scope an API key needs for the operation, from its `apiKey` security alternative. */
const keyScopeOf = (operation: OperationObject): string | null => operation.security?.find((alternative) => 'apiKey' in alternative)?.apiKey[0] ?? null;

function accessOf(operation: OperationObject): string {
  const level = operation['x-access'];
  const words = level && ACCESS_WORDS[level] ? ACCESS_WORDS[level] : operation.security?.length ? 'A bearer token' : ACCESS_WORDS.public;
  const scope = keyScopeOf(operation);
  return scope ? `${words}, or an API key with the ${scope} scope` : words;
}

function fieldsOf(operation: OperationObject): Field[] {
  const parameters = (operation.parameters ?? []).map((p) => ({ name: p.name, where: p.in, type: typeOf(p.schema), required: p.required === true }));
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const required = new Set(body?.required ?? []);
  const bodyFields = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({ name, where: 'body', type: typeOf(schema), required: required.has(name) }));
  return [...parameters.sort((a, b) => (a.where === b.where ? 0 : a.where === 'path' ? -1 : 1)), ...bodyFields];
}

/** The document's operations grouped by domain, in the document's order of domains. */
export function domainsOf(document: OpenApiDocument): Domain[] {
  const domains = new Map<string, Domain>((document.tags ?? []).map((tag) => [tag.name, { name: tag.name, description: tag.description ?? '', operations: [] }]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = operation.tags?.[0] ?? 'Other';
      if (!domains.has(name)) domains.set(name, { name, description: '', operations: [] });
      const security = operation.security ?? [];
      domains.get(name)!.operations.push({
        id: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, ''),
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        access: accessOf(operation),
        signedIn: security.length > 0 && !security.some((alternative) => Object.keys(alternative).length === 0),
        keyScope: keyScopeOf(operation),
        fields: fieldsOf(operation),
        answers: Object.entries(operation.responses ?? {}).map(([status, answer]) => ({ status, description: answer.description })),
      });
    }
  }
  return [...domains.values()].filter((domain) => domain.operations.length > 0);
}

/** A value of a field's type for the examples. */
function sample(field: Field): unknown {
  if (field.type.startsWith('"')) return JSON.parse(field.type.split(' | ')[0]) as unknown;
  if (field.type.startsWith('list')) return [];
  if (field.type.startsWith('number') || field.type.startsWith('integer')) return 1;
  if (field.type.startsWith('boolean')) return true;
  return field.type.startsWith('object') ? {} : field.name;
}

function exampleParts(operation: Operation, apiBaseUrl: string) {
  const path = operation.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => (name === 'id' && operation.path.startsWith('/v1/stock/') ? 'btc' : `<${name}>`));
  const required = operation.fields.filter((field) => field.where === 'body' && field.required);
  const body = operation.method === 'GET' || operation.method === 'DELETE' ? null : Object.fromEntries(required.map((field) => [field.name, sample(field)]));
  return { url: `${apiBaseUrl}${path}`, body };
}

/** The call in curl: with an API key in $SENTISCOPE_API_KEY where a key may call it, else the session token in $SENTISCOPE_TOKEN. */
export function curlExample(operation: Operation, apiBaseUrl: string): string {
  const { url, body } = exampleParts(operation, apiBaseUrl);
  const lines = [`curl${operation.method === 'GET' ? '' : ` -X ${operation.method}`} '${url}'`];
  if (operation.keyScope) lines.push(`-H "Authorization: Bearer $SENTISCOPE_API_KEY"`);
  else if (operation.signedIn) lines.push(`-H "Authorization: Bearer $SENTISCOPE_TOKEN"`);
  if (body) lines.push(`-H 'Content-Type: application/json'`, `-d '${JSON.stringify(body)}'`);
  return lines.join(' \\\n  ');
}

/** The call with fetch (an API key where one may call it, else the session token), reading `data` out of the envelope. */
export function fetchExample(operation: Operation, apiBaseUrl: string): string {
  const { url, body } = exampleParts(operation, apiBaseUrl);
  const headers = [
    ...(operation.keyScope ? ['Authorization: `Bearer ${apiKey}`'] : operation.signedIn ? ['Authorization: `Bearer ${token}`'] : []),
    ...(body ? ["'Content-Type': 'application/json'"] : []),
  ];
  const options = [
    ...(operation.method === 'GET' ? [] : [`method: '${operation.method}'`]),
    ...(headers.length ? [`headers: { ${headers.join(', ')} }`] : []),
    ...(body ? [`body: JSON.stringify(${JSON.stringify(body)})`] : []),
  ];
  const call = options.length ? `fetch('${url}', {\n  ${options.join(',\n  ')},\n})` : `fetch('${url}')`;
  return `const response = await ${call};\nconst { success, message, data } = await response.json();`;
}
