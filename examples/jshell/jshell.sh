#!/usr/bin/env bash
# Opens JShell with the SDK, its dependencies and the examples (for the sandbox) on the class path,
# and loads commerce.jsh, which defines `client`. Needs nothing installed beforehand: the first start
# has Maven compile the modules and resolve the class path; later starts reuse that class path, and
# skip Maven, until a pom or a main source changes.
#
#   examples/jshell/jshell.sh [jshell options] [-- Maven options]
#
# Arguments go to jshell; those after a "--" go to Maven instead, after the options in $MVN_ARGS
# (split on blanks): for example `-- -o -s ~/.m2/offline-settings.xml`. Maven is $MVN when set (one
# command: a name on the PATH such as mvnd, or an absolute path), else ./mvnw at the root of the
# clone if there is one, else mvn on the PATH; MAVEN_OPTS reaches it as usual. Maven runs only when
# the class path must be resolved.
set -euo pipefail
jshell_args=()
mvn_args=()
if [[ -n ${MVN_ARGS:-} ]]; then
  read -r -a mvn_args <<< "$MVN_ARGS"
fi
while (($#)); do
  if [[ $1 == -- ]]; then
    shift
    mvn_args+=("$@")
    break
  fi
  jshell_args+=("$1")
  shift
done
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
if [[ -n ${MVN:-} ]]; then
  mvn=$MVN
elif [[ -x ./mvnw ]]; then
  mvn=./mvnw
else
  mvn=mvn
fi
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

# Maven names every reactor module's target/classes, also that of a module without classes of its
# own (commerce-sdk), which compile never makes; JShell refuses a class path entry that does not
# exist, and cache_is_fresh would send every start back to Maven. Dropped from the cache file as
# soon as Maven writes it, not skipped when it is read, so that the cache keeps its rule that every
# entry must exist: a jar deleted from the local repository, or a module cleaned, still makes it
# stale. Only folders inside the clone (Maven may name it with symlinks resolved): any other missing
# entry is left for JShell to report.
drop_modules_without_classes() {
  local entries entry kept= here
  here=$(pwd -P)
  # || true: the file has no newline at the end, so read fails after reading it all.
  IFS=: read -r -a entries < "$cache" || true
  for entry in ${entries[@]+"${entries[@]}"}; do
    case $entry in
      "$root"/*/target/classes | "$here"/*/target/classes)
        [[ -e $entry ]] || continue
        ;;
    esac
    kept=${kept:+$kept:}$entry
  done
  printf '%s' "$kept" > "$cache"
}

if ! cache_is_fresh; then
  # Stamped with the time before Maven starts, so an edit made while it runs still counts as newer.
  stamp=$(mktemp)
  # ${a[@]+"${a[@]}"}: an empty array under set -u, also in macOS's bash 3.2.
  "$mvn" -q -B ${mvn_args[@]+"${mvn_args[@]}"} -pl "$mod" -am compile dependency:build-classpath \
    -DincludeScope=runtime -Dmdep.outputFile=target/runtime.cp >&2 || { rm -f "$stamp"; exit 1; }
  drop_modules_without_classes
  touch -r "$stamp" "$cache"
  rm -f "$stamp"
fi

cp="$mod/target/classes:$(cat "$cache")"
# Start-up flags, each measured (README, "JShell"):
# - --execution local runs snippets in JShell's own JVM instead of a second one started over JDI, which
#   halves the start; that JVM then needs the class path itself (-J-cp) and the sandbox's HTTP server
#   module. Trade-off: System.exit in a snippet ends JShell.
# - TieredStopAtLevel=1 (C1 only) compiles less while javac and the SDK warm up.
flags=(--execution local -J-XX:TieredStopAtLevel=1 -J--add-modules=jdk.httpserver)

# - A class data sharing archive of the JDK classes JShell and javac load (made once per JDK, by a
#   bare session, so it holds nothing of ours that could go stale) saves loading them from the jmods.
#   Named after the JDK's release file: another JDK makes its own. Kept only if a trial start with
#   it logs nothing: JDK 25 rejects part of any such archive for JShell (its module options differ
#   from those the JDK's own base archive was dumped with) and says so in five [error][cds] lines on
#   every start, so for a JDK like that the script remembers "none" and starts without an archive.
#   Skipped, never fatal, when the JDK cannot be identified or the archive cannot be made.
jdk_id=$({ cksum < "$(dirname "$(readlink -f "$(command -v jshell)")")/../release"; } 2>/dev/null \
  | cut -d' ' -f1) || jdk_id=
if [[ -n $jdk_id ]]; then
  jsa="$mod/target/jshell-cds-$jdk_id.jsa"
  no_jsa="$mod/target/jshell-cds-$jdk_id.none"
  if [[ ! -s $jsa && ! -e $no_jsa ]]; then
    if echo '1+1' | jshell -q "${flags[@]}" -J-XX:ArchiveClassesAtExit="$jsa.tmp" >/dev/null 2>&1 \
      && [[ -s $jsa.tmp ]]; then
      trial=$(echo /exit | jshell -q "${flags[@]}" -J-XX:SharedArchiveFile="$jsa.tmp" 2>&1) || trial=failed
      if grep -Eq '\[(error|warning) *\]|^failed$' <<< "$trial"; then
        touch "$no_jsa"
      else
        mv -f "$jsa.tmp" "$jsa"
      fi
    fi
    rm -f "$jsa.tmp"
  fi
  if [[ -s $jsa ]]; then
    flags+=(-J-XX:SharedArchiveFile="$jsa")
  fi
fi

exec jshell "${flags[@]}" -J-cp -J"$cp" --class-path "$cp" ${jshell_args[@]+"${jshell_args[@]}"} \
  examples/jshell/commerce.jsh
