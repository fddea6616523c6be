#!/usr/bin/env bash
# Fetches the public iOS reference images listed in references.tsv into DIR (default
# /tmp/widgetshot-references), one PNG per reference, named by its first column. Each repository
# is cloned once without blobs (git clone --filter=blob:none) under DIR/repos; only the listed
# files are read. The images are third-party: never commit them (see PixelsLikeIOS.md).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=${1:-/tmp/widgetshot-references}
mkdir -p "$dir/repos"
grep -v '^#' "$here/references.tsv" | while IFS=$'\t' read -r name repo commit path _rest; do
    [ -n "$name" ] || continue
    clone="$dir/repos/${repo//\//+}"
    if [ ! -d "$clone" ]; then
        git clone --quiet --no-checkout --filter=blob:none "https://github.com/$repo" "$clone"
    fi
    git -C "$clone" show "$commit:$path" > "$dir/$name.png"
    echo "$name: $repo@${commit:0:10} $path"
done
