// The running API's own OpenAPI document: its operations as request arbitraries for the fuzz run, and its
// plain reads with their documented examples for the fault run.
import * as fc from 'fast-check'
import { operationArbitrary } from './arbitraries.mjs'

export async function readOpenApi(baseUrl) {
  return await (await fetch(`${baseUrl}/openapi.json`)).json()
}

/** One arbitrary of requests per operation (path and method) the document lists. */
export function operationsOf(document, siteOrigin) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => operationArbitrary(path, method, operation, siteOrigin)),
  )
}

/** `total` requests drawn from every operation, the same ones for the same seed. */
export function sampleRequests(operations, total, seed) {
  return fc.sample(fc.oneof(...operations), { numRuns: total, seed })
}

/** Valid reads only: the same operations with their documented examples, answered 200 by a healthy API. */
export function validReads(document) {
  return Object.entries(document.paths).flatMap(([path, methods]) => {
    const operation = methods.get
    if (operation === undefined || (operation.security ?? []).length > 0 || path.includes('/user')) {
      return []
    }
    const parameters = operation.parameters ?? []
    if (parameters.some((parameter) => parameter.in === 'path' && parameter.schema?.example === undefined)) {
      return []
    }
    return [
      path.replace(
        /\{([^}]+)\}/g,
        (_match, name) => parameters.find((parameter) => parameter.name === name).schema.example,
      ),
    ]
  })
}
