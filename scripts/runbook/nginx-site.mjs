#!/usr/bin/env node
// Writes deploy/nginx-site.conf with its placeholders filled, the server names being every domain of every
// client in clients/ (the README's "Ship a new client" runs it after each new or removed client).
//   node scripts/runbook/nginx-site.mjs --certificate /etc/letsencrypt/live/league-sites/fullchain.pem \
//     --certificate-key /etc/letsencrypt/live/league-sites/privkey.pem --site 127.0.0.1:8101 --site 127.0.0.1:8102 \
//     --api 127.0.0.1:8091 --api 127.0.0.1:8092 > /etc/nginx/sites-available/league
//   node scripts/runbook/nginx-site.mjs --names     # only the server_name line and the certbot command
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const root = join(import.meta.dirname, '..', '..')

const { values: options } = parseArgs({
  options: {
    'clients-dir': { type: 'string', default: process.env.CLIENTS_DIR || join(root, 'clients') },
    names: { type: 'boolean', default: false },
    http: { type: 'string', default: '80' },
    https: { type: 'string', default: '443' },
    certificate: { type: 'string', default: '/etc/letsencrypt/live/league-sites/fullchain.pem' },
    'certificate-key': { type: 'string', default: '/etc/letsencrypt/live/league-sites/privkey.pem' },
    'acme-root': { type: 'string', default: '/var/www/acme' },
    'cache-dir': { type: 'string', default: '/var/cache/nginx/league' },
    site: { type: 'string', multiple: true, default: ['127.0.0.1:8101', '127.0.0.1:8102'] },
    api: { type: 'string', multiple: true, default: ['127.0.0.1:8091', '127.0.0.1:8092'] },
  },
})

/** As packages/create-league-site/src/server-names.ts: names that never leave the machine need no certificate. */
function isLocalHostname(hostname) {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname)
}

function hostnameOf(domain) {
  const trimmed = domain.trim().toLowerCase()
  return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).hostname
}

/** Every production hostname of every client (every hostname when none has one: a demo machine). */
function serverNames(clientsFolder) {
  const hostnames = readdirSync(clientsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(clientsFolder, entry.name, 'client.json')))
    .flatMap((entry) => JSON.parse(readFileSync(join(clientsFolder, entry.name, 'client.json'), 'utf8')).domains)
    .map(hostnameOf)
  const unique = [...new Set(hostnames)].sort()
  const production = unique.filter((hostname) => !isLocalHostname(hostname))
  return production.length === 0 ? unique : production
}

/** The `server` lines of an upstream: nginx moves on to the other instance while one restarts. */
function upstream(addresses) {
  return addresses.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n  ')
}

const names = serverNames(options['clients-dir'])
if (options.names) {
  const certified = names.filter((hostname) => !isLocalHostname(hostname))
  console.log(`server_name ${names.join(' ')};`)
  console.log(
    certified.length === 0
      ? '# no client has a production domain yet: no certificate to ask for'
      : `certbot certonly --webroot -w ${options['acme-root']} --cert-name league-sites --expand ${certified.map((name) => `-d ${name}`).join(' ')}`,
  )
} else {
  const template = readFileSync(join(root, 'deploy', 'nginx-site.conf'), 'utf8')
  // The template's opening comment explains its placeholders: the written file names its source instead.
  const body = template.slice(template.indexOf('\n\n') + 2)
  const config =
    `# Written by scripts/runbook/nginx-site.mjs from deploy/nginx-site.conf (its rules are explained there).\n${body}`
      .replace('server __SITE__;', upstream(options.site))
      .replace('server __API__;', upstream(options.api))
      .replaceAll('__CACHE_DIR__', options['cache-dir'])
      .replaceAll('__LISTEN_HTTPS__', options.https)
      .replaceAll('__LISTEN_HTTP__', options.http)
      .replaceAll('__CERTIFICATE_KEY__', options['certificate-key'])
      .replaceAll('__CERTIFICATE__', options.certificate)
      .replaceAll('__ACME_ROOT__', options['acme-root'])
      .replaceAll('__SERVER_NAMES__', names.join(' '))
  process.stdout.write(config)
}
