#!/usr/bin/env bash
# Opens JShell with the SDK, its dependencies and the examples (for the sandbox) on the class path,
# and loads commerce.jsh, which defines `client`. Needs nothing installed beforehand: Maven
# compiles the modules and resolves the class path. Extra arguments go to jshell.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
mod=examples/commerce-examples
mvn -q -B -pl "$mod" -am compile dependency:build-classpath \
  -DincludeScope=runtime -Dmdep.outputFile=target/runtime.cp >&2
exec jshell --class-path "$mod/target/classes:$(cat $mod/target/runtime.cp)" "$@" \
  examples/jshell/commerce.jsh
