#!/bin/sh
# Commits since the last tag, one per line: short SHA and subject.
set -eu
last=$(git describe --tags --abbrev=0 2>/dev/null || git rev-list --max-parents=0 HEAD)
git log --no-merges --format='%h %s' "$last..HEAD"
