import fc from 'fast-check';

/** Strings an attacker tries: empty, whitespace, unicode, control characters, SQL/JS/path payloads, long ones. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '${7*7}',
    '{"$gt":""}',
    '__proto__',
    'constructor',
    'admin',
    'null',
    'NaN',
    '-1',
    '1e309',
    '\uFEFF\u202E',
    'a'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** Any JSON value, including the prototype-polluting keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.parse('{"__proto__":{"admin":true}}') as unknown,
      { constructor: { prototype: { admin: true } } },
      [[[[[]]]]],
      1e308,
      -0,
    ),
  },
  { weight: 2, arbitrary: hostileString },
);

/** A value for a field whose honest type is a string: mostly strings, sometimes the wrong JSON type. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.emailAddress() },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    ),
  },
);

/** Mostly the honest value, sometimes a hostile one. */
export const honestOr = (honest: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: honest }, { weight: 1, arbitrary: fieldValue });

/** An object with the honest field names, each usually present, plus sometimes an unexpected extra key. */
export function shapedBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const maybe = Object.fromEntries(Object.entries(fields).map(([key, arbitrary]) => [key, fc.option(arbitrary, { nil: undefined, freq: 6 })]));
  return fc
    .tuple(fc.record(maybe), fc.option(fc.dictionary(hostileString, hostileJson, { maxKeys: 2 }), { nil: undefined, freq: 4 }))
    .map(([body, extra]) => ({ ...(extra ?? {}), ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) }));
}

/** A request body as bytes on the wire: JSON of a shaped or any value, or raw garbage. */
export function wireBody(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 10, arbitrary: shaped.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', 'email=a%40b.c&password=x', '\u0000\u0001', '{"a":1}{"b":2}') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  );
}

export const contentType = fc.oneof(
  { weight: 16, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'application/xml',
      'application/json, text/plain',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

/** Header values that must not confuse the server (header names are fixed, values hostile). */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'x-forwarded-for': fc.oneof(fc.ipV4(), fc.constant('127.0.0.1, 10.0.0.1'), fc.string({ maxLength: 20 })),
      'x-real-ip': fc.ipV4(),
      'user-agent': fc.string({ maxLength: 60 }),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'x/y'),
      origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:4200'),
      cookie: fc.string({ maxLength: 40 }),
    },
    { requiredKeys: [] },
  )
  .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => /^[\t\x20-\x7e]*$/.test(value))));

/** A bearer token as an attacker sends it: none, garbage, JWT-shaped garbage, or a real one. */
export function bearerHeader(realTokens: string[]): fc.Arbitrary<Record<string, string>> {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value) ?? '').toString('base64url');
  const jwtShaped = fc
    .tuple(hostileJson, hostileJson, fc.string({ maxLength: 20 }))
    .map(([header, claims, signature]) => `${b64(header)}.${b64(claims)}.${signature}`);
  const token = fc.oneof(fc.constantFrom(...realTokens), jwtShaped, fc.string({ maxLength: 60 }));
  const headers: fc.Arbitrary<Record<string, string>> = fc.oneof(
    { weight: 4, arbitrary: fc.constant({ authorization: `Bearer ${realTokens[0]}` }) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: token.map((value) => ({ authorization: `Bearer ${value}` })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('Basic ', 'bearer ', 'Bearer', 'Token ', ''), fc.string({ maxLength: 40 }))
        .map(([scheme, value]) => ({ authorization: scheme + value })),
    },
  );
  return headers.map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => /^[\t\x20-\x7e]*$/.test(value))));
}

let nextAddress = 0;
/** Mostly a fresh address (so the per-IP limits do not hide the handlers), sometimes one shared address. */
export const sourceAddress = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constant(null)
      .map(() => `10.${90 + (Math.floor(++nextAddress / 62500) % 10)}.${Math.floor(nextAddress / 250) % 250}.${nextAddress % 250}`),
  },
  { weight: 1, arbitrary: fc.constant('10.99.99.99') },
);
