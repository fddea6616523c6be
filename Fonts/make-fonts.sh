#!/usr/bin/env bash
# Rebuilds WidgetShot's hermetic font set in this folder (Fonts/) from Debian packages and
# fonttools. Idempotent: every output is rewritten from the installed packages each run, and the
# result is the same on every run for the same package versions.
#
# Needs (Debian 12 "bookworm" package versions the set was built from):
#   apt-get install fonts-inter fonts-noto-core fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji \
#                   fonts-material-design-icons-iconfont fontconfig python3-fonttools
# Pass --install-deps to have this script run that command itself (as root).
#
# Usage: [INTER_VERTICAL_SCALE=0.9650] Fonts/make-fonts.sh [--install-deps]
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(dirname "$HERE")"
PYTHON="${PYTHON:-/usr/bin/python3}"   # Debian's, which python3-fonttools installs into

DEBS=(fonts-inter fonts-noto-core fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont fontconfig python3-fonttools)

if [[ "${1:-}" == "--install-deps" ]]; then
    apt-get install -y --no-install-recommends "${DEBS[@]}"
fi

INTER_DIR=/usr/share/fonts/opentype/inter
NOTO_DIR=/usr/share/fonts/truetype/noto
DEJAVU_DIR=/usr/share/fonts/truetype/dejavu
CJK_DIR=/usr/share/fonts/opentype/noto
EMOJI_TTF=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
MI_TTF=/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf
MI_SCSS=/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss

die() { echo "make-fonts.sh: $*" >&2; exit 1; }

for f in "$INTER_DIR/Inter-Black.otf" "$NOTO_DIR/NotoSansThai-Regular.ttf" "$CJK_DIR/NotoSansCJK-Regular.ttc" "$CJK_DIR/NotoSansCJK-Bold.ttc" \
    "$EMOJI_TTF" "$MI_TTF" "$MI_SCSS"; do
    [[ -f "$f" ]] || die "missing $f — install: apt-get install ${DEBS[*]} (or run with --install-deps)"
done
"$PYTHON" -c 'import fontTools' 2>/dev/null || die "fonttools missing — apt-get install python3-fonttools (or run with --install-deps)"
command -v fc-scan >/dev/null || die "fc-scan missing — apt-get install fontconfig"

copy_licence() { # copy_licence <debian package> <dest dir>
    install -m 644 "/usr/share/doc/$1/copyright" "$2/copyright"
}

# --- Inter: the Latin/Greek/Cyrillic UI face standing in for SF Pro -----------------------------
# All nine weights, upright and italic (fonts-inter ships static OpenType/CFF instances with the
# right usWeightClass and italic bits). Only the vertical metrics change, to SF Pro's, so a line of
# system text is as tall as on iOS and its baseline sits where iOS puts it:
#   SF Pro (iOS) has unitsPerEm 2048, ascender 1950, descender -494, line gap 0: ascender
#   0.95215 em, descender 0.24121 em, line height 1.19336 em (UIFont.systemFont(ofSize: 17)
#   reports ascender 16.19, descender -4.10, lineHeight 20.29; issue 13). Inter's own are
#   2728/-680 of 2816 (1.2102 em). hhea, OS/2 typo (with USE_TYPO_METRICS) and OS/2 win get the
#   same values so every rasteriser reads the same line. Outlines and advances are untouched.
#   (Inter's OFL names no Reserved Font Name, so the modified faces keep the family "Inter".)
mkdir -p "$HERE/Inter"
rm -f "$HERE"/Inter/*.otf
for weight in Thin ExtraLight Light Regular Medium SemiBold Bold ExtraBold Black; do
    for style in "" Italic; do
        name="$weight$style"
        [[ "$name" == "RegularItalic" ]] && name=Italic
        "$PYTHON" - "$INTER_DIR/Inter-$name.otf" "$HERE/Inter/Inter-$name.otf" <<'EOF'
import sys
from fontTools.ttLib import TTFont
src, dst = sys.argv[1:]
font = TTFont(src, recalcTimestamp=False)
upm = font["head"].unitsPerEm
ascender, descender = round(1950 / 2048 * upm), -round(494 / 2048 * upm)
hhea, os2 = font["hhea"], font["OS/2"]
hhea.ascent, hhea.descent, hhea.lineGap = ascender, descender, 0
os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascender, descender, 0
os2.usWinAscent, os2.usWinDescent = ascender, -descender
os2.fsSelection |= 1 << 7                      # USE_TYPO_METRICS
font["head"].modified = font["head"].created   # the same bytes on every run
font.save(dst)
EOF
        # Optional: Inter's outlines scaled vertically toward SF Pro's x-height and cap height
        # (INTER_VERTICAL_SCALE=0.9650 is SF Pro's x-height ratio, 1078/2048 over Inter's
        # 1536/2816). Off by default: measured in README.md ("Vertical proportions"), not adopted.
        if [[ -n "${INTER_VERTICAL_SCALE:-}" ]]; then
            "$PYTHON" "$HERE/inter-sf-proportions.py" "$HERE/Inter/Inter-$name.otf" "$INTER_VERTICAL_SCALE"
        fi
    done
done
copy_licence fonts-inter "$HERE/Inter"

# --- Arabic, Hebrew, Thai, Devanagari: Noto Sans, Regular and Bold, as shipped ------------------
# iOS draws these scripts with SF Arabic, SF Hebrew, Thonburi and Kohinoor Devanagari; Noto Sans
# is the open stand-in of the same plain, low-contrast sans style.
mkdir -p "$HERE/NotoSansScripts"
rm -f "$HERE"/NotoSansScripts/*.ttf
for family in Arabic Hebrew Thai Devanagari; do
    for weight in Regular Bold; do
        install -m 644 "$NOTO_DIR/NotoSans$family-$weight.ttf" "$HERE/NotoSansScripts/NotoSans$family-$weight.ttf"
    done
done
copy_licence fonts-noto-core "$HERE/NotoSansScripts"

# --- Font designs: .serif (New York) and .monospaced (SF Mono) stand-ins --------------------------
# Noto Serif (Regular, Bold, Italic, Bold Italic) for New York: a transitional text serif with a
# large x-height like New York's. DejaVu Sans Mono (Regular, Bold) for SF Mono: its advance is
# 1233/2048 em, the same 0.602 em cell as SF Mono, so monospaced columns line up as on iOS.
# (.rounded keeps Inter: SF Pro Rounded shares SF Pro's advances, and no open rounded face in
# Debian comes close to them; see README.md.)
mkdir -p "$HERE/Designs"
rm -f "$HERE"/Designs/*.ttf
for style in Regular Bold Italic BoldItalic; do
    install -m 644 "$NOTO_DIR/NotoSerif-$style.ttf" "$HERE/Designs/NotoSerif-$style.ttf"
done
for style in "" -Bold; do
    install -m 644 "$DEJAVU_DIR/DejaVuSansMono$style.ttf" "$HERE/Designs/DejaVuSansMono$style.ttf"
done
install -m 644 /usr/share/doc/fonts-noto-core/copyright "$HERE/Designs/copyright-NotoSerif"
install -m 644 /usr/share/doc/fonts-dejavu-core/copyright "$HERE/Designs/copyright-DejaVu"

# --- Noto Sans CJK, subset: Chinese (SC and TC), Japanese and Korean ----------------------------
# One face, "Noto Sans CJK SC" from the .ttc, subset to the union of the national character sets:
# every Noto Sans CJK face holds all regions' glyphs and picks the Traditional Chinese, Japanese
# or Korean forms through the OpenType `locl` feature when the text's language says so (Pango
# passes the language to HarfBuzz), so one subset serves PingFang SC/TC, Hiragino Sans and Apple
# SD Gothic Neo's roles. Kept: ASCII, Latin-1, general punctuation, CJK symbols and punctuation,
# kana, compatibility jamo, half/full-width forms, all of GB2312 (Simplified Chinese), Big5 level 1
# (the 5,401 common Traditional hanzi and its symbols), JIS X 0208 levels 1 and 2 (Japanese) and
# KS X 1001 (the 2,350 common Hangul syllables and hanja), plus the demo widgets' text.
mkdir -p "$HERE/NotoSansCJK"
rm -rf "$HERE/NotoSansSC" "$HERE"/NotoSansCJK/*.otf
UNICODES_FILE="$(mktemp)"
trap 'rm -f "$UNICODES_FILE"' EXIT
"$PYTHON" - "$UNICODES_FILE" <<'EOF'
import sys
cps = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)) | set(range(0x2000, 0x2070)) \
    | set(range(0x3000, 0x3100)) | set(range(0x3130, 0x3190)) | set(range(0xFF00, 0xFFF0))

def table(codec, leads, trails):
    for hi in leads:
        for lo in trails:
            try:
                cps.update(map(ord, bytes([hi, lo]).decode(codec)))
            except UnicodeDecodeError:   # unassigned cells
                pass

table("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF))          # GB2312, all rows
table("big5", range(0xA1, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))  # Big5 symbols + level 1
table("euc_jp", range(0xA1, 0xF5), range(0xA1, 0xFF))          # JIS X 0208 rows 1-84
table("euc_kr", range(0xA1, 0xFE), range(0xA1, 0xFF))          # KS X 1001
cps.update(map(ord, "每日推荐为你带来每日惊喜酷我音乐携程航班动态准点延误登机口值机"))
with open(sys.argv[1], "w") as out:
    out.writelines("U+%04X\n" % c for c in sorted(cps))
print(f"NotoSansCJK: {len(cps)} code points")
EOF
for weight in Regular Bold; do
    ttc="$CJK_DIR/NotoSansCJK-$weight.ttc"
    index="$(fc-scan --format '%{index} %{family}\n' "$ttc" | awk '/^[0-9]+ Noto Sans CJK SC(,|$)/ { print $1 }')"
    [[ -n "$index" ]] || die "no Noto Sans CJK SC face in $ttc"
    "$PYTHON" -m fontTools.subset "$ttc" --font-number="$index" \
        --unicodes-file="$UNICODES_FILE" \
        --layout-features+=locl,vert,vrt2,vkna,halt,vhal,palt,vpal \
        --name-IDs='*' --notdef-outline \
        --output-file="$HERE/NotoSansCJK/NotoSansCJK-$weight.otf"
    "$PYTHON" "$HERE/cjk-line-metrics.py" "$HERE/NotoSansCJK/NotoSansCJK-$weight.otf"
done
copy_licence fonts-noto-cjk "$HERE/NotoSansCJK"

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
# The same for SymbolBases (the bases SymbolComposition composes from).
for SYMBOLS in "$REPO/Sources/WidgetShotUI/Views/SymbolMap.swift" "$REPO/Sources/WidgetShotUI/Views/Symbols/SymbolBases.swift"; do
if [[ -f "$SYMBOLS" ]]; then
    "$PYTHON" - "$SYMBOLS" "$HERE/MaterialIcons/MaterialIcons-Regular.ttf" "$HERE/MaterialIcons/codepoints" <<'EOF'
import os, re, sys
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
    sys.exit(f"{os.path.basename(swift)}: entries not matching the icon font: {bad}")
print(f"{os.path.basename(swift)}: {len(rows)} symbols, all in the icon font's cmap")
EOF
fi
done

for f in "$HERE"/*/*.otf "$HERE"/*/*.ttf; do
    fc-scan --format "${f#"$REPO"/}: %{family} | %{style} | weight %{weight} | slant %{slant}\n" "$f"
done
du -sh "$HERE"
