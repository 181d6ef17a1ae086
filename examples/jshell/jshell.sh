#!/usr/bin/env bash
# Opens JShell with the SDK, its dependencies and the examples (for the sandbox) on the class path,
# and loads commerce.jsh, which defines `client`. Needs nothing installed beforehand: the first start
# has Maven compile the modules and resolve the class path; later starts reuse that class path, and
# skip Maven, until a pom or a main source changes. Extra arguments go to jshell.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
mod=examples/commerce-examples
# The class path Maven resolved last time: the same file `mvn verify` writes for JShellScriptTest.
cache=$mod/target/runtime.cp

cache_is_fresh() {
  [[ -s $cache ]] || return 1
  # A pom or a main source (or a source folder: so added and deleted files count) changed since?
  [[ -z $(find pom.xml sdk/*/pom.xml examples/*/pom.xml sdk/*/src/main "$mod/src/main" \
    -newer "$cache" -print -quit) ]] || return 1
  # Cleaned since (a module's target/ gone, a jar deleted from the local repository)?
  local entries entry
  IFS=: read -r -a entries < "$cache"
  for entry in "$mod/target/classes" "${entries[@]}"; do
    [[ -e $entry ]] || return 1
  done
}

if ! cache_is_fresh; then
  # Stamped with the time before Maven starts, so an edit made while it runs still counts as newer.
  stamp=$(mktemp)
  mvn -q -B -pl "$mod" -am compile dependency:build-classpath \
    -DincludeScope=runtime -Dmdep.outputFile=target/runtime.cp >&2 || { rm -f "$stamp"; exit 1; }
  touch -r "$stamp" "$cache"
  rm -f "$stamp"
fi

exec jshell --class-path "$mod/target/classes:$(cat "$cache")" "$@" examples/jshell/commerce.jsh
