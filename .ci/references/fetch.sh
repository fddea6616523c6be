#!/usr/bin/env bash
# Fetches the public iOS reference images listed in references.tsv into DIR (default
# /tmp/widgetshot-references), one PNG per reference, named by its first column. The images are
# third-party: never commit them (see PixelsLikeIOS.md).
#
# Where each repository comes from, in order:
#   1. a local mirror: $WIDGETSHOT_REFERENCE_MIRRORS/<owner>+<name>/repo (default /work/.mirror,
#      the layout of the session tool's `fetch`), a bare git directory with the repository's history;
#   2. otherwise a blobless clone (git clone --filter=blob:none) under DIR/repos, once per repository.
# The listed commit is read when the repository has it. When it does not (a mirror is a snapshot
# and can be shallower or newer than the commit in the table), the last commit that added or
# changed the file (default branch first) is used instead and the line says so: compare its
# SSIM with care, the image may differ.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=${1:-/tmp/widgetshot-references}
mirrors=${WIDGETSHOT_REFERENCE_MIRRORS:-/work/.mirror}
mkdir -p "$dir/repos"
grep -v '^#' "$here/references.tsv" | while IFS=$'\t' read -r name repo commit path _rest; do
    [ -n "$name" ] || continue
    git_dir="$mirrors/${repo//\//+}/repo"
    if ! git -C "$git_dir" rev-parse --git-dir >/dev/null 2>&1; then
        git_dir="$dir/repos/${repo//\//+}"
        if [ ! -d "$git_dir" ]; then
            git clone --quiet --no-checkout --filter=blob:none "https://github.com/$repo" "$git_dir" \
                || { echo "$name: cannot clone $repo (no mirror in $mirrors either)" >&2; exit 1; }
        fi
    fi
    used=$commit note=""
    if ! git -C "$git_dir" cat-file -e "$commit:$path" 2>/dev/null; then
        # the last commit that added or changed the file: on the default branch, else on any ref
        used=$(git -C "$git_dir" log --diff-filter=AM --format=%H -1 HEAD -- "$path")
        [ -n "$used" ] || used=$(git -C "$git_dir" log --all --diff-filter=AM --format=%H -1 -- "$path")
        [ -n "$used" ] || { echo "$name: $path is in no commit of $repo ($git_dir)" >&2; exit 1; }
        note=" (commit ${commit:0:10} not in $git_dir: last commit that changed the file used instead)"
    fi
    git -C "$git_dir" show "$used:$path" > "$dir/$name.png"
    echo "$name: $repo@${used:0:10} $path$note"
done
