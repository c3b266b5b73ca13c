#!/usr/bin/env bash
# The local steps of "Ship a new client" (README): scaffold clients/<slug>, check it, import its data (through
# the running API when it holds the embedded database), and print nginx's names and the certificate command
# for every client. Committing the folder, DNS, the certificate and the deploy are the README's steps.
#   scripts/runbook/new-client.sh <slug> [--data <season folder>] [create-league-site flags: --domain … --yes …]
# CLIENTS_DIR (default clients/) and API_URL (default http://127.0.0.1:4000) say where; the test of this
# script (packages/api/test/platform/runbook.test.ts) points them at a temporary copy and a test API.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [ $# -lt 1 ]; then
  echo "usage: $0 <slug> [--data <season folder>] [create-league-site flags]" >&2
  exit 2
fi
slug="$1"
shift
data=""
flags=()
while [ $# -gt 0 ]; do
  case "$1" in
    --data)
      data="$(cd "$2" && pwd)"
      shift 2
      ;;
    *)
      flags+=("$1")
      shift
      ;;
  esac
done
clients="${CLIENTS_DIR:-$root/clients}"
api_url="${API_URL:-http://127.0.0.1:4000}"
cli="$root/packages/create-league-site/bin/create-league-site.mjs"

echo "== 1/4 scaffold $clients/$slug"
node "$cli" create "$slug" --clients-dir "$clients" --api-url "$api_url" "${flags[@]}"

echo "== 2/4 check $slug"
node "$cli" check "$slug" --clients-dir "$clients"

if [ -n "$data" ]; then
  echo "== 3/4 import $data for $slug"
  (cd "$root/packages/api" && CLIENTS_DIR="$clients" node bin/league-api.mjs import "$data" --client "$slug")
else
  echo "== 3/4 no --data: set up a season in the staff area instead (README, Run the league)"
fi

echo "== 4/4 nginx and the certificate, for every client"
node "$root/scripts/runbook/nginx-site.mjs" --clients-dir "$clients" --names
