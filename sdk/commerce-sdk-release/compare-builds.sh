#!/usr/bin/env bash
# Proves the build reproducible: clones this commit twice into different folders, sets the same
# release version in both (the current one without -SNAPSHOT), deploys each with the release profile
# (unsigned: a GPG signature records when it was made) to its own target/central-bundle/repository,
# and compares every published file of the two byte for byte (jars, poms, the BOM, the SBOMs,
# checksums). Prints each file that differs, with the archive entries that differ; exits 1 if any.
#
#   sdk/commerce-sdk-release/compare-builds.sh [-- Maven options]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
if (($#)) && [[ $1 == -- ]]; then shift; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for build in first second; do
  git clone -q "$root" "$work/$build"
  (
    cd "$work/$build"
    current=$(sed -n 's:^  <version>\(.*\)</version>.*:\1:p' pom.xml | head -n 1)
    sdk/commerce-sdk-release/set-version.sh "${current%-SNAPSHOT}" > /dev/null
    mvn -B -q -Prelease deploy -DskipTests -Dgpg.skip -Drelease.bundle.skip=true "$@"
  )
done
java -cp "$work/first/sdk/commerce-sdk-release/target/classes" \
  com.workspacecommerce.release.CentralBundle compare \
  "$work/first/target/central-bundle/repository" "$work/second/target/central-bundle/repository"
