#!/usr/bin/env python3
"""Counts which modules the Swift files of public iOS widget extensions import.

Method (re-run: see Sources/WidgetShotKit/WidgetShotKit.docc/FrameworkStandIns.md):
  * input: git directories of repositories (bare or not), one per repository, e.g. the snapshots
    the search tool's `fetch` brings to /work/.mirror/OWNER+NAME/repo;
  * an extension is the folder of a Swift file that declares the extension's entry point:
    `@main` on a type conforming to `WidgetBundle` or `Widget` (files that also declare an `App`
    are app targets and are skipped); folders nested in another extension's folder merge into it;
  * its files are every `.swift` file under that folder (Xcode target membership is not read:
    files shared from elsewhere are not counted, files of a sibling target inside are);
  * a module counts once per extension, whatever number of files import it; imports inside
    `#if` blocks count too (a `canImport` guard does not stop WidgetShot's build from seeing them);
  * forks: extensions whose files have identical contents (same blobs) count once.
Usage: framework-import-survey.py GITDIR... > table.csv   (prints CSV: module,extensions,share)
"""
import collections, os, re, subprocess, sys

IMPORT = re.compile(r'^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)', re.M)
MAIN_WIDGET = re.compile(r'@main\s+(?:(?:public|internal|final)\s+)*struct\s+\w+\s*:\s*(?:[\w.]+\s*,\s*)*(?:WidgetKit\.|SwiftUI\.)?(?:WidgetBundle|Widget)\b')
APP = re.compile(r':\s*(?:SwiftUI\.)?App\s*\{')
BLOCK_COMMENT = re.compile(r'/\*.*?\*/', re.S)
LINE_COMMENT = re.compile(r'//[^\n]*')

def git_dir(path):
    """The git directory of `path` (a bare repository, or a work tree's `.git`)."""
    return os.path.join(path, '.git') if os.path.isdir(os.path.join(path, '.git')) else path

def swift_files(gitdir):
    out = subprocess.run(['git', '--git-dir', gitdir, 'ls-tree', '-r', 'HEAD'], capture_output=True, text=True).stdout
    files = {}
    for line in out.splitlines():
        meta, path = line.split('\t', 1)
        parts = meta.split()
        if parts[1] == 'blob' and path.endswith('.swift'):
            files[path] = parts[2]
    return files

def read_blobs(gitdir, shas):
    proc = subprocess.run(['git', '--git-dir', gitdir, 'cat-file', '--batch'], input=('\n'.join(shas) + '\n').encode(),
                          capture_output=True)
    data, pos, texts = proc.stdout, 0, {}
    for sha in shas:
        header_end = data.index(b'\n', pos)
        header = data[pos:header_end].split()
        if len(header) < 3:
            pos = header_end + 1
            continue
        size = int(header[2])
        texts[sha] = data[header_end + 1: header_end + 1 + size].decode('utf-8', 'replace')
        pos = header_end + 1 + size + 1
    return texts

def strip_comments(text):
    return LINE_COMMENT.sub('', BLOCK_COMMENT.sub('', text))

def extensions(gitdir):
    gitdir = git_dir(gitdir)
    files = swift_files(gitdir)
    texts = read_blobs(gitdir, sorted(set(files.values())))
    roots = []
    for path, sha in files.items():
        code = strip_comments(texts.get(sha, ''))
        if MAIN_WIDGET.search(code) and not APP.search(code):
            root = os.path.dirname(path)
            if root:
                roots.append(root)
    roots = sorted(set(roots), key=len)
    merged = []
    for root in roots:
        if not any(root.startswith(m + '/') for m in merged):
            merged.append(root)
    for root in merged:
        members = [p for p in files if p.startswith(root + '/')]
        modules = set()
        for p in members:
            modules.update(IMPORT.findall(strip_comments(texts.get(files[p], ''))))
        key = tuple(sorted(files[p] for p in members))
        yield root, key, modules

def main(gitdirs):
    counts, seen, total = collections.Counter(), set(), 0
    for gitdir in gitdirs:
        for root, key, modules in extensions(gitdir):
            if key in seen:
                continue
            seen.add(key)
            total += 1
            counts.update(modules)
            print(f'# {gitdir}: {root}: {" ".join(sorted(modules))}', file=sys.stderr)
    print(f'module,extensions,share  # of {total} extensions')
    for module, n in counts.most_common():
        print(f'{module},{n},{100.0 * n / total:.1f}')

if __name__ == '__main__':
    main(sys.argv[1:])
