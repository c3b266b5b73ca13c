// fast-check arbitraries for the API's operations: valid, boundary and invalid values for each parameter
// (from its schema in the OpenAPI document), JSON bodies, origins and junk query parameters.
import * as fc from 'fast-check'

/** Strings that break naive code: traversal, encodings, injections, control and wide characters. */
const nastyStrings = [
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%2e%2e%2f',
  '%00',
  '\u0000',
  "' OR 1=1 --",
  '"; DROP TABLE games; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '🏀',
  'Đorđević',
  'a'.repeat(300),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '[]',
  '{}',
  'true',
  '2023-02-30',
  '9999-99-99',
  '\\',
  '%',
  '?',
  '#',
  '/',
]

function stringArbitrary(schema) {
  const valid = []
  if (Array.isArray(schema?.enum)) {
    valid.push(fc.constantFrom(...schema.enum))
  }
  if (schema?.example !== undefined) {
    valid.push(fc.constant(String(schema.example)))
  }
  if (schema?.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    valid.push(
      fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    )
  }
  return fc.oneof(
    ...valid,
    fc.constantFrom(...nastyStrings),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((value) => value.length <= 60),
  )
}

function integerArbitrary(schema) {
  const minimum = schema?.minimum ?? 0
  const maximum = schema?.maximum ?? 1000
  return fc.oneof(
    fc.integer({ min: minimum, max: maximum }).map(String),
    fc.constantFrom(minimum, maximum, minimum - 1, maximum + 1, 0, -1, 2 ** 31, 2 ** 53 + 1).map(String),
    fc.double().map(String),
    fc.constantFrom(...nastyStrings),
  )
}

function valueArbitrary(schema) {
  if (schema?.type === 'integer' || schema?.type === 'number') {
    return integerArbitrary(schema)
  }
  return stringArbitrary(schema)
}

/** A JSON body: mostly objects with the schema's fields holding anything, sometimes not JSON at all. */
function bodyArbitrary(schema) {
  const properties = Object.entries(schema?.properties ?? {})
  const fields = Object.fromEntries(
    properties.map(([name, property]) => [
      name,
      fc.oneof(
        property.type === 'string' && property.format === 'email' ? fc.emailAddress() : valueArbitrary(property),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    ]),
  )
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(fields, { requiredKeys: [] }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom('{"email":', 'null', '[]', '', 'not json', '{"__proto__":{"x":1}}') },
  )
}

/** Requests to one operation; `siteOrigin` is the client's own origin, sent most of the time. */
export function operationArbitrary(path, method, operation, siteOrigin) {
  const parameters = operation.parameters ?? []
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path')
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query')
  const pathValues = fc.record(
    Object.fromEntries(pathParameters.map((parameter) => [parameter.name, valueArbitrary(parameter.schema)])),
  )
  const queryValues = fc.record(
    Object.fromEntries(queryParameters.map((parameter) => [parameter.name, valueArbitrary(parameter.schema)])),
    { requiredKeys: [] },
  )
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema
  const body = jsonSchema === undefined ? fc.constant(undefined) : bodyArbitrary(jsonSchema)
  const origin = fc.oneof(
    { weight: 8, arbitrary: fc.constant(siteOrigin) },
    { weight: 1, arbitrary: fc.constantFrom('http://liga-sur.localhost:3000', 'http://evil.example', 'null', '') },
  )
  const junk = fc.option(fc.string({ maxLength: 10 }), { nil: undefined })
  return fc.record({ pathValues, queryValues, body, origin, junk }).map((generated) => {
    const filled = path.replace(/\{([^}]+)\}/g, (_match, name) => encodeURIComponent(generated.pathValues[name] ?? ''))
    const search = new URLSearchParams()
    for (const [name, value] of Object.entries(generated.queryValues)) {
      search.set(name, value)
    }
    if (generated.junk !== undefined) {
      search.set('junk', generated.junk)
    }
    const query = search.toString()
    return {
      method: method.toUpperCase(),
      path: query === '' ? filled : `${filled}?${query}`,
      origin: generated.origin,
      body: generated.body,
    }
  })
}
