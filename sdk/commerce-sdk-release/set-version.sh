#!/usr/bin/env bash
# Sets the SDK's version wherever it is written: the parent pom and each module's <parent>, the BOM,
# the JBang scripts' //DEPS and jbang-catalog.json, and the guides' Maven and Gradle snippets (their
# versions must equal the build's: JBangScriptsTest and VersionRuleTest check it). CHANGELOG.md and
# README.md name released versions and are edited by hand at a release.
#
#   sdk/commerce-sdk-release/set-version.sh NEW_VERSION
set -euo pipefail
new=${1:?usage: set-version.sh NEW_VERSION}
cd "$(dirname "$0")/../.."
# The project's version is the first <version> of the parent pom (the parent has no <parent>).
old=$(sed -n 's:^  <version>\(.*\)</version>.*:\1:p' pom.xml | head -n 1)
[[ -n $old ]] || { echo "no version found in pom.xml" >&2; exit 1; }
[[ $old != "$new" ]] || { echo "already $new"; exit 0; }
quoted=${old//./\\.}
# Only the SDK's own coordinates: a <version> right after a com.workspacecommerce artifact (or as
# the project's own), group:artifact:version strings, and the guides' shell variable v=VERSION.
files=$(git ls-files '*pom.xml' 'examples/jbang/*.java' 'jbang-catalog.json' 'docs/*.md' 'CONTRIBUTING.md')
for file in $files; do
  if [[ $old == *-SNAPSHOT ]]; then
    # A SNAPSHOT version names nothing else: every mention goes (a shell variable in a guide too).
    sed -i -E "s/$quoted/$new/g" "$file"
    continue
  fi
  sed -i -E \
    -e "s/(com\.workspacecommerce:[a-z0-9-]+:)$quoted([^0-9A-Za-z.-]|$)/\1$new\2/g" \
    -e "s/(^|[^A-Za-z0-9_])(v=)$quoted([^0-9A-Za-z.-]|$)/\1\2$new\3/g" \
    -e "/<artifactId>(commerce-[a-z0-9-]+)<\/artifactId>/,/<version>/ s/<version>$quoted<\/version>/<version>$new<\/version>/" \
    "$file"
done
echo "$old -> $new; check the change with: git diff --stat"
