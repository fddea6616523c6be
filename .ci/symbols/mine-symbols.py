#!/usr/bin/env python3
"""Mines the SF Symbol names that real iOS code uses, into `sf-symbol-uses.tsv` beside this file.

Usage: .ci/symbols/mine-symbols.py [MIRRORS_DIR]   (default /work/.mirror)

MIRRORS_DIR holds bare git mirrors of public GitHub repositories, one per `owner+name/repo`
(iOS apps with widget extensions, and widget/app repositories found with a code search). For each
repository the Swift files of its HEAD commit are read (`git grep`, vendored `Pods/`, `Carthage/`
and `.build/` folders skipped), and every string literal given to a symbol-naming argument —
`systemName:` (Image, UIImage, Label), `systemImage:` (Label, Button, Tab, ContentUnavailableView,
ControlWidget labels) and `systemSymbolName:`/`symbolName:` — is one use, including both arms of
`cond ? "a" : "b"`. Interpolated literals (`"\\(n).circle"`) are kept with the interpolation
written as `\\(…)`. The table lists each distinct name with its number of uses and of repositories;
its header says how many repositories were read and how many had at least one use.
"""
import collections, os, re, subprocess, sys

KEYS = re.compile(r'\b(systemName|systemImage|systemSymbolName|symbolName)\s*:\s*')
LITERAL = re.compile(r'"((?:[^"\\]|\\\([^)]*\)|\\.)*)"')
NAME = re.compile(r'^(?:[a-z0-9]+|\\\(…\))(?:\.(?:[a-z0-9]+|\\\(…\)))*$')

def argument(rest):
    """The argument expression at the start of `rest`: up to the first `,` or `)` at depth 0."""
    depth, i, quoted = 0, 0, False
    while i < len(rest):
        c = rest[i]
        if quoted:
            if c == '\\' and i + 1 < len(rest) and rest[i + 1] == '(':
                j = rest.find(')', i)
                i = j if j >= 0 else len(rest)
            elif c == '\\': i += 1
            elif c == '"': quoted = False
        elif c == '"': quoted = True
        elif c in '([{': depth += 1
        elif c in ')]}':
            if depth == 0: break
            depth -= 1
        elif c == ',' and depth == 0: break
        i += 1
    return rest[:i]

def names_in(line):
    for m in KEYS.finditer(line):
        for lit in LITERAL.findall(argument(line[m.end():])):
            name = re.sub(r'\\\([^)]*\)', r'\\(…)', lit)
            if NAME.match(name): yield name

def main():
    root = sys.argv[1] if len(sys.argv) > 1 else '/work/.mirror'
    uses, repos_of = collections.Counter(), collections.defaultdict(set)
    read, with_uses = 0, set()
    for entry in sorted(os.listdir(root)):
        git = os.path.join(root, entry, 'repo')
        if not os.path.isdir(git): continue
        read += 1
        out = subprocess.run(['git', '--git-dir', git, 'grep', '-I', '-h', '-E', r'system(Name|Image|SymbolName)|symbolName', 'HEAD', '--',
                              '*.swift', ':!**/Pods/**', ':!**/Carthage/**', ':!**/.build/**'],
                             capture_output=True, text=True, errors='replace').stdout
        for line in out.splitlines():
            if line.lstrip().startswith('//'): continue
            for name in names_in(line):
                uses[name] += 1
                repos_of[name].add(entry)
                with_uses.add(entry)
    total = sum(uses.values())
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, 'sf-symbol-uses.tsv'), 'w') as f:
        f.write(f'# SF Symbol names used by public iOS code, mined by .ci/symbols/mine-symbols.py (see its header).\n')
        f.write(f'# repositories read: {read}; with at least one use: {len(with_uses)}; uses: {total}; distinct names: {len(uses)}\n')
        f.write('name\tuses\trepositories\n')
        for name, n in sorted(uses.items(), key=lambda kv: (-kv[1], kv[0])):
            f.write(f'{name}\t{n}\t{len(repos_of[name])}\n')
    print(f'repositories read {read}, with uses {len(with_uses)}, uses {total}, distinct {len(uses)}')

if __name__ == '__main__':
    main()
