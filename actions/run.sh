#!/usr/bin/env bash
# Shared step of every packwright composite action: find a usable node, then run the action
# entry of the bundled CLI. Inputs arrive as INPUT_* variables mapped in the action's env:.
set -euo pipefail
name="${1:?action name}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! command -v node >/dev/null 2>&1; then
  echo "::error title=packwright::node was not found on PATH; add 'uses: actions/setup-node@v4' with 'node-version: 22' before this step"
  exit 1
fi
major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$major" -lt 20 ]; then
  echo "::error title=packwright::node $(node --version) is too old: packwright needs Node.js 20 or newer; add 'uses: actions/setup-node@v4' with 'node-version: 22' before this step"
  exit 1
fi
exec node "$root/dist/index.js" action "$name"
