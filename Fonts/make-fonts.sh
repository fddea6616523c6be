#!/usr/bin/env bash
# Rebuilds WidgetShot's hermetic font set in this folder (Fonts/) from Debian packages and
# fonttools. Idempotent: every output is rewritten from the installed packages each run, and the
# result is the same on every run for the same package versions.
#
# Needs (Debian 12 "bookworm" package versions the set was built from):
#   apt-get install fonts-inter fonts-noto-cjk fonts-noto-color-emoji \
#                   fonts-material-design-icons-iconfont fontconfig
#   pip install fonttools
# Pass --install-deps to have this script run those two commands itself (as root).
#
# Usage: Fonts/make-fonts.sh [--install-deps]
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(dirname "$HERE")"
PYTHON="${PYTHON:-python3}"

DEBS=(fonts-inter fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont fontconfig)

if [[ "${1:-}" == "--install-deps" ]]; then
    apt-get install -y --no-install-recommends "${DEBS[@]}"
    "$PYTHON" -m pip install --quiet fonttools
fi

INTER_DIR=/usr/share/fonts/opentype/inter
CJK_DIR=/usr/share/fonts/opentype/noto
EMOJI_TTF=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
MI_TTF=/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf
MI_SCSS=/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss

die() { echo "make-fonts.sh: $*" >&2; exit 1; }

for f in "$INTER_DIR/Inter-Regular.otf" "$CJK_DIR/NotoSansCJK-Regular.ttc" "$CJK_DIR/NotoSansCJK-Bold.ttc" \
    "$EMOJI_TTF" "$MI_TTF" "$MI_SCSS"; do
    [[ -f "$f" ]] || die "missing $f — install: apt-get install ${DEBS[*]} (or run with --install-deps)"
done
"$PYTHON" -c 'import fontTools' 2>/dev/null || die "fonttools missing — pip install fonttools (or run with --install-deps)"
command -v fc-scan >/dev/null || die "fc-scan missing — apt-get install fontconfig"

copy_licence() { # copy_licence <debian package> <dest dir>
    install -m 644 "/usr/share/doc/$1/copyright" "$2/copyright"
}

# --- Inter: the Latin UI face standing in for SF Pro ---------------------------------------------
# fonts-inter ships static OpenType/CFF instances (family "Inter", correct usWeightClass and
# italic bits), so they are copied as they are; no variable-font instancing is needed.
mkdir -p "$HERE/Inter"
for style in Regular Medium SemiBold Bold Italic; do
    install -m 644 "$INTER_DIR/Inter-$style.otf" "$HERE/Inter/Inter-$style.otf"
done
copy_licence fonts-inter "$HERE/Inter"

# --- Noto Sans CJK SC, subset: Chinese text and its fallback ------------------------------------
# The .ttc face "Noto Sans CJK SC" is the one subset. Kept: ASCII, Latin-1, general punctuation, CJK
# symbols and punctuation, half/full-width forms, all of GB2312, and the demo widgets' text.
mkdir -p "$HERE/NotoSansSC"
UNICODES_FILE="$(mktemp)"
trap 'rm -f "$UNICODES_FILE"' EXIT
"$PYTHON" - "$UNICODES_FILE" <<'EOF'
import sys
cps = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)) | set(range(0x2000, 0x2070)) \
    | set(range(0x3000, 0x3040)) | set(range(0xFF00, 0xFFF0))
# All of GB2312: rows 1–9 (pinyin, kana, bopomofo, Greek, Cyrillic, box drawing, symbols) and
# the hanzi rows 16–87. With the whole set fontconfig reports lang "zh-cn" for the subset, which
# Pango's per-language fallback relies on.
for hi in range(0xA1, 0xF8):
    for lo in range(0xA1, 0xFF):
        try:
            cps.update(map(ord, bytes([hi, lo]).decode("gb2312")))
        except UnicodeDecodeError:     # unassigned cells
            pass
cps.update(map(ord, "每日推荐为你带来每日惊喜酷我音乐携程航班动态准点延误登机口值机"))
with open(sys.argv[1], "w") as out:
    out.writelines("U+%04X\n" % c for c in sorted(cps))
EOF
for weight in Regular Bold; do
    ttc="$CJK_DIR/NotoSansCJK-$weight.ttc"
    index="$(fc-scan --format '%{index} %{family}\n' "$ttc" | awk '/^[0-9]+ Noto Sans CJK SC(,|$)/ { print $1 }')"
    [[ -n "$index" ]] || die "no Noto Sans CJK SC face in $ttc"
    "$PYTHON" -m fontTools.subset "$ttc" --font-number="$index" \
        --unicodes-file="$UNICODES_FILE" \
        --layout-features+=vert,vrt2,vkna,halt,vhal,palt,vpal \
        --name-IDs='*' --notdef-outline \
        --output-file="$HERE/NotoSansSC/NotoSansSC-$weight.otf"
done
copy_licence fonts-noto-cjk "$HERE/NotoSansSC"

# --- Noto Color Emoji, as shipped (CBDT colour bitmaps) ------------------------------------------
mkdir -p "$HERE/NotoColorEmoji"
install -m 644 "$EMOJI_TTF" "$HERE/NotoColorEmoji/NotoColorEmoji.ttf"
copy_licence fonts-noto-color-emoji "$HERE/NotoColorEmoji"

# --- Material Icons: open glyphs standing in for SF Symbols -------------------------------------
# The package ships no `codepoints` file; it is written here in Google's format ("name hex" per
# line) from the package's SCSS codepoint map, keeping only codepoints the font's cmap has.
mkdir -p "$HERE/MaterialIcons"
install -m 644 "$MI_TTF" "$HERE/MaterialIcons/MaterialIcons-Regular.ttf"
"$PYTHON" - "$MI_SCSS" "$MI_TTF" "$HERE/MaterialIcons/codepoints" <<'EOF'
import re, sys
from fontTools.ttLib import TTFont
scss, ttf, out = sys.argv[1:]
cmap = TTFont(ttf).getBestCmap()
pairs = re.findall(r'^\s*"([^"]+)":\s*([0-9a-fA-F]+),', open(scss).read(), re.M)
kept = [(n, c.lower()) for n, c in pairs if int(c, 16) in cmap]
with open(out, "w") as f:
    f.writelines(f"{n} {c}\n" for n, c in sorted(kept))
print(f"MaterialIcons/codepoints: {len(kept)} names ({len(pairs) - len(kept)} not in the font's cmap dropped)")
EOF
copy_licence fonts-material-design-icons-iconfont "$HERE/MaterialIcons"
install -m 644 /usr/share/common-licenses/Apache-2.0 "$HERE/MaterialIcons/LICENSE-Apache-2.0"

# --- Checks ---------------------------------------------------------------------------------------
# Every SymbolMap entry must name a codepoint the bundled icon font maps to a glyph, and the
# codepoint must agree with the name in the trailing comment (per the codepoints file).
SYMBOLS="$REPO/Sources/WidgetShotUI/Views/SymbolMap.swift"
if [[ -f "$SYMBOLS" ]]; then
    "$PYTHON" - "$SYMBOLS" "$HERE/MaterialIcons/MaterialIcons-Regular.ttf" "$HERE/MaterialIcons/codepoints" <<'EOF'
import re, sys
from fontTools.ttLib import TTFont
swift, ttf, cpfile = sys.argv[1:]
cmap = TTFont(ttf).getBestCmap()
names = {}
for line in open(cpfile):
    n, c = line.split()
    names.setdefault(int(c, 16), set()).add(n)
rows = re.findall(r'^\s*"([^"]+)":\s*"\\u\{([0-9A-Fa-f]+)\}",\s*//\s*(\S+)', open(swift).read(), re.M)
bad = [(s, c, n) for s, c, n in rows if int(c, 16) not in cmap or n not in names.get(int(c, 16), ())]
if bad:
    sys.exit(f"SymbolMap.swift: entries not matching the icon font: {bad}")
print(f"SymbolMap.swift: {len(rows)} symbols, all in the icon font's cmap")
EOF
fi

for f in "$HERE"/*/*.otf "$HERE"/*/*.ttf; do
    fc-scan --format "${f#"$REPO"/}: %{family} | %{style} | weight %{weight} | slant %{slant}\n" "$f"
done
du -sh "$HERE"
