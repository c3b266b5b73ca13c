#!/usr/bin/env bash
# The local steps of removing a client (README, "Ship a new client"): create-league-site remove, then nginx's
# names and the certificate command for the clients that stay.
#   scripts/runbook/remove-client.sh <slug> [create-league-site remove flags: --yes --force …]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [ $# -lt 1 ]; then
  echo "usage: $0 <slug> [create-league-site remove flags]" >&2
  exit 2
fi
slug="$1"
shift
clients="${CLIENTS_DIR:-$root/clients}"
api_url="${API_URL:-http://127.0.0.1:4000}"

echo "== 1/2 remove $clients/$slug"
node "$root/packages/create-league-site/bin/create-league-site.mjs" remove "$slug" --clients-dir "$clients" --api-url "$api_url" "$@"

echo "== 2/2 nginx and the certificate, for the clients that stay"
node "$root/scripts/runbook/nginx-site.mjs" --clients-dir "$clients" --names
