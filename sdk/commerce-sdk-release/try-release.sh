#!/usr/bin/env bash
# The release command end to end, on a throw-away key: clones this commit, sets a release version
# (the current one without -SNAPSHOT, or VERSION), makes a GPG key for this run only, and runs
#   mvn -B -Prelease deploy -Dgpg.keyname=KEY
# which signs every published file, deploys it to target/central-bundle/repository (never to a
# remote repository), zips the bundle and checks it as Maven Central's Portal would. The bundle and
# its file list are copied to target/try-release/ of this clone. Nothing is uploaded.
#
#   sdk/commerce-sdk-release/try-release.sh [VERSION] [-- Maven options]   (e.g. -- -DskipTests)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
version=
if (($#)) && [[ $1 != -- ]]; then version=$1; shift; fi
if (($#)) && [[ $1 == -- ]]; then shift; fi
work=$(mktemp -d)
trap 'gpgconf --kill gpg-agent >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

export GNUPGHOME=$work/gnupg
mkdir -m 700 "$GNUPGHOME"
gpg --batch --quiet --pinentry-mode loopback --passphrase '' \
  --quick-gen-key 'Commerce SDK throw-away release key <release-test@example.invalid>' default default never
key=$(gpg --batch --list-keys --with-colons | awk -F: '$1 == "fpr" { print $10; exit }')

git clone -q "$root" "$work/clone"
cd "$work/clone"
current=$(sed -n 's:^  <version>\(.*\)</version>.*:\1:p' pom.xml | head -n 1)
sdk/commerce-sdk-release/set-version.sh "${version:-${current%-SNAPSHOT}}"
mvn -B -Prelease deploy -Dgpg.keyname="$key" "$@"

out=$root/target/try-release
mkdir -p "$out"
cp target/central-bundle/central-bundle.zip "$out/"
unzip -l "$out/central-bundle.zip" > "$out/central-bundle.txt"
echo "Bundle: $out/central-bundle.zip ($(wc -c < "$out/central-bundle.zip") bytes); files: $out/central-bundle.txt"
