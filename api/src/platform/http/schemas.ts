// JSON-schema helpers. Bodies only check shape and size here; the spec's field rules (and their exact
// messages) run in the handlers through the shared contract, so client and server say the same words.

export const str = (maxLength = 256) => ({ type: 'string', maxLength }) as const;

export const obj = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;

/** Ids are the 24-hex ids we mint, or short slugs (asset ids); anything else never reaches a query. */
export const idParam = (name: string) => obj({ [name]: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, [name]);

export const emptyQuery = obj({});
