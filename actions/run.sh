#!/usr/bin/env bash
# Shared step of every packwright composite action: check the action name, find a usable node,
# then run the action entry of the bundled CLI. Inputs arrive as INPUT_* variables mapped in
# the action's env:. The name is the root action's `command` input, so it is checked here,
# before it can reach node's command line (as `--help`, say): one ::error:: line, exit 1.
set -euo pipefail
name="${1-}"
known="validate, build-context-pack, ctxpkg-sign or skillpack-sync"
case "$name" in
  validate | build-context-pack | ctxpkg-sign | skillpack-sync) ;;
  '')
    echo "::error title=packwright::input command is empty; set it to $known"
    exit 1
    ;;
  *)
    # Workflow-command escaping, so the value stays on the one line.
    shown="${name//'%'/%25}"
    shown="${shown//$'\r'/%0D}"
    shown="${shown//$'\n'/%0A}"
    echo "::error title=packwright::input command must be $known, not '$shown'"
    exit 1
    ;;
esac
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
