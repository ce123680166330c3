#!/usr/bin/env bash
# Builds FerretDB 1.24 (MongoDB wire protocol on SQLite) from the Go module proxy, once per machine.
# `go install …@v1.24.0` fails here: the proxy refuses the module's version list, which `go install`
# reads to look for deprecations. Downloading the exact version and building it from its own
# go.mod needs neither, so that is what this does. Telemetry is switched off when it runs
# (src/devstack/database-server.ts passes --telemetry=disable and DO_NOT_TRACK=1).
#
# Three lines of FerretDB are changed before building, each checked (the build stops if one is not found):
# - `_id` lookups (docs/decisions/import-writes-on-ferretdb.md): its SQLite backend creates each
#   collection's `_id` index on `_ferretdb_sjson->"_id"` but looks `_id` up as `_ferretdb_sjson->'$._id'`,
#   so SQLite never uses the index and every read, update and delete by `_id` scans the table. The
#   patched build creates that index on the expression the lookups use.
# - a deadlock of its connection pool (docs/decisions/ferretdb-in-development.md): an update statement
#   holds one SQLite connection for its query while it takes a second to write, and an `update` command
#   kept every statement's query open until the command ended. With its pool capped at 100, concurrent
#   updates (ten SCIM group PATCHes being written, at 100,000 people) each held one and waited for
#   another: every command of every client then waited forever. The patched build closes each
#   statement's query when the statement is done and leaves the pool uncapped.
# The binary has its own name, so an earlier build already on the machine is never taken for it.
set -euo pipefail
VERSION=v1.24.0
TOOLS_DIR="${PORTAL_TOOLS_DIR:-$HOME/.cache/portal-tools}"
BIN="$TOOLS_DIR/bin/ferretdb-1.24-portal-2"

# Output captured first: with pipefail, `grep -q` closing the pipe early would fail the check.
installed=$([ -x "$BIN" ] && "$BIN" --version 2>/dev/null || true)
if [[ "$installed" == *"version: $VERSION"* ]]; then
  exit 0
fi
if ! command -v go >/dev/null; then
  echo "install-ferretdb: Go is needed to build FerretDB (or set MONGO_URL, or put mongod on PATH)" >&2
  exit 1
fi
echo "Building FerretDB $VERSION (about 2 minutes, once)…"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dir=$(cd "$work" && GOFLAGS=-mod=mod go mod download -json "github.com/FerretDB/FerretDB@$VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
cp -r "$dir" "$work/src"
chmod -R u+w "$work/src"
registry="$work/src/internal/backends/sqlite/metadata/registry.go"
original='columns[i] = fmt.Sprintf("%s->%s", DefaultColumn, strings.Join(fields, "->"))'
patched='columns[i] = fmt.Sprintf("%s->%s", DefaultColumn, strings.Join(fields, "->")); if key.Field == "_id" { columns[i] = IDColumn }'
grep -qF "$original" "$registry" || { echo "install-ferretdb: the _id index line to patch is not in $registry" >&2; exit 1; }
original="$original" patched="$patched" perl -pi -e 's/\Q$ENV{original}\E/$ENV{patched}/' "$registry"
grep -qF "$patched" "$registry"
# Each statement's query closed when the statement is done, not when the command ends.
update="$work/src/internal/handler/msg_update.go"
perl -0pi -e 's/(\t\tcloser := iterator\.NewMultiCloser\(\)\n)\t\tdefer closer\.Close\(\)\n/$1/ or die "msg_update: no deferred close\n"; s/(\t\tresult, err := common\.UpdateDocument\(ctx, c, "update", iter, &u\)\n)/$1\t\tcloser.Close()\n/ or die "msg_update: no UpdateDocument call\n"' "$update"
# The pool uncapped (0); the in-memory database keeps its single connection.
pool="$work/src/internal/backends/sqlite/metadata/pool/opendb.go"
perl -0pi -e 's/\tdb\.SetMaxIdleConns\(100\)\n\tdb\.SetMaxOpenConns\(100\)\n/\tdb.SetMaxIdleConns(100)\n\tdb.SetMaxOpenConns(0)\n/ or die "opendb: no pool cap of 100\n"' "$pool"
# A release build reads its version from this file (normally written by the project's task runner).
echo "$VERSION" > "$work/src/build/version/version.txt"
mkdir -p "$TOOLS_DIR/bin"
(cd "$work/src" && CGO_ENABLED=0 go build -trimpath -o "$BIN.part" ./cmd/ferretdb)
mv "$BIN.part" "$BIN"
built=$("$BIN" --version)
echo "${built%%$'\n'*}"
