// The OpenAPI 3.1 document (generated from the same zod schemas that validate requests) at /openapi.json
// and a browsable reference at /reference. The reference is rendered here from the document, with no
// script from a CDN, so it works offline and on machines without internet.
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from './http/env.ts'

export const apiTitle = 'League platform API'
export const apiVersion = '2.0.0'

type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>

export function registerOpenApi(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access_token from POST /auth/login, /auth/register, /auth/google-login or /auth/google-register',
  })
  // Built on first request: by then every router has been mounted and registered its routes.
  let document: OpenApiDocument | undefined
  const documentOf = () => {
    document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: apiTitle,
        version: apiVersion,
        description:
          'The product API of the league platform. Every /v2/website route answers for the client league named by the Origin header.',
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'Auth', description: 'Sign-up and sign-in' },
        { name: 'User', description: 'The signed-in user (bearer token)' },
        { name: 'Staff', description: "The staff of the request's client league (bearer token of a staff account)" },
        { name: 'Site', description: 'Client site configuration' },
        { name: 'Operations', description: 'Probes' },
      ],
    })
    return document
  }

  // GET /openapi.json
  app.get('/openapi.json', (context) => context.json(documentOf()))

  // GET /reference
  app.get('/reference', (context) => {
    context.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
    )
    return context.html(renderReferencePage(documentOf()))
  })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

type Operation = {
  summary?: string
  description?: string
  tags?: string[]
  security?: unknown[]
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; description?: string }[]
  requestBody?: { content?: Record<string, { schema?: unknown }> }
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

/** A schema as compact TypeScript-like text; `$ref`s become links to the schemas section. */
function schemaText(schema: unknown, depth = 0): string {
  if (schema === null || typeof schema !== 'object') {
    return 'unknown'
  }
  const node = schema as Record<string, unknown>
  if (typeof node['$ref'] === 'string') {
    const name = node['$ref'].split('/').pop() ?? ''
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`
  }
  if (depth > 6) {
    return '…'
  }
  for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = node[combinator]
    if (Array.isArray(options)) {
      return options.map((option) => schemaText(option, depth + 1)).join(combinator === 'allOf' ? ' &amp; ' : ' | ')
    }
  }
  if (Array.isArray(node['enum'])) {
    return node['enum'].map((value) => escapeHtml(JSON.stringify(value))).join(' | ')
  }
  if ('const' in node) {
    return escapeHtml(JSON.stringify(node['const']))
  }
  const type = node['type']
  if (Array.isArray(type)) {
    return type.map((single) => schemaText({ ...node, type: single }, depth)).join(' | ')
  }
  if (type === 'array') {
    return `${schemaText(node['items'], depth + 1)}[]`
  }
  if (type === 'object' || node['properties'] !== undefined) {
    const properties = (node['properties'] ?? {}) as Record<string, unknown>
    const required = new Set(Array.isArray(node['required']) ? (node['required'] as string[]) : [])
    const indent = '  '.repeat(depth + 1)
    const lines = Object.entries(properties).map(
      ([name, value]) =>
        `${indent}${escapeHtml(name)}${required.has(name) ? '' : '?'}: ${schemaText(value, depth + 1)}`,
    )
    if (lines.length === 0) {
      return node['additionalProperties'] !== undefined
        ? `{ [key: string]: ${schemaText(node['additionalProperties'], depth + 1)} }`
        : '{}'
    }
    return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`
  }
  return typeof type === 'string' ? escapeHtml(type) : 'unknown'
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const id = `${method}-${path}`.replace(/[^\w-]+/g, '-')
  const parameters = (operation.parameters ?? [])
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${
          parameter.required === true ? 'yes' : 'no'
        }</td><td><code>${schemaText(parameter.schema)}</code></td></tr>`,
    )
    .join('')
  const body = operation.requestBody?.content?.['application/json']?.schema
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description ?? '')}${
        schema === undefined ? '' : `<pre>${schemaText(schema)}</pre>`
      }</li>`
    })
    .join('')
  return `<section class="operation" id="${escapeHtml(id)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${
    operation.security !== undefined && operation.security.length > 0 ? ' <span class="lock">bearer</span>' : ''
  }</h3>
${operation.summary === undefined ? '' : `<p>${escapeHtml(operation.summary)}</p>`}
${parameters === '' ? '' : `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th></tr></thead><tbody>${parameters}</tbody></table>`}
${body === undefined ? '' : `<h4>Body</h4><pre>${schemaText(body)}</pre>`}
<h4>Responses</h4><ul>${responses}</ul>
</section>`
}

export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  const index: string[] = []
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = (item as Record<string, Operation | undefined>)[method]
      if (operation === undefined) {
        continue
      }
      const tag = operation.tags?.[0] ?? 'Other'
      const sections = byTag.get(tag) ?? []
      sections.push(renderOperation(method, path, operation))
      byTag.set(tag, sections)
      index.push(tag)
    }
  }
  const tagSections = [...byTag.entries()]
    .map(([tag, sections]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${sections.join('\n')}`)
    .join('\n')
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><pre>${schemaText(schema)}</pre></section>`,
    )
    .join('\n')
  const navigation = [...byTag.keys()]
    .map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`)
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; display: grid; grid-template-columns: 14rem 1fr; }
  nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 1rem; background: #f4f6fa; box-sizing: border-box; }
  main { padding: 1rem 2rem; max-width: 60rem; }
  .operation { border-top: 1px solid #ddd; padding: 0.5rem 0; }
  .method { display: inline-block; min-width: 4rem; text-align: center; border-radius: 4px; color: #fff; font-size: 0.8rem; padding: 0.1rem 0.3rem; }
  .get { background: #0b6b3a; } .post { background: #1d4ed8; } .delete { background: #b91c1c; } .put, .patch { background: #92400e; }
  .lock { font-size: 0.8rem; color: #555; border: 1px solid #999; border-radius: 4px; padding: 0 0.3rem; }
  pre { background: #f6f8fa; padding: 0.5rem; overflow: auto; }
  table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: 0.2rem 0.5rem; text-align: left; }
</style>
</head>
<body>
<nav aria-label="Sections"><strong>${escapeHtml(document.info.title)}</strong> <small>${escapeHtml(document.info.version)}</small>
<ul>${navigation}<li><a href="#schemas">Schemas</a></li></ul>
<p><a href="/openapi.json">openapi.json</a></p></nav>
<main>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>${index.length} operations. Per-user routes need <code>Authorization: Bearer &lt;access_token&gt;</code>.</p>
${tagSections}
<h2 id="schemas">Schemas</h2>
${schemas}
</main>
</body>
</html>
`
}
