type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/** A payload's shape as the first events were stored, before payloads were camelCase: `callId` → `call_id`. */
export type SnakeCased<Payload> = { [Key in keyof Payload as Key extends string ? SnakeCase<Key> : Key]: Payload[Key] };
