#!/usr/bin/env python3
"""Sets a Noto Sans CJK face's vertical metrics to the line iOS lays CJK text on (in place).

usage: cjk-line-metrics.py FONT.otf   (run by make-fonts.sh after subsetting; idempotent)

iOS 18 draws three lines of 17-pt system-font kana 66 px apart at @3x: a line pitch of 22.0 pt,
1.294 em (swift-snapshot-testing image github.com/sosuiiii/ci2 @ 6a2f77b,
artifacts/success/example3.1.png, of Text("テスト\\nテスト\\nテスト") in a 375 x 667 pt frame; measured
in Sources/WidgetShotKit/WidgetShotKit.docc/PixelsLikeIOS.md). Noto Sans CJK's own line is
1160/-288 of 1000 (1.448 em: 24.6 pt at 17 pt). PingFang SC's UIFont metrics, as published for
iOS 9 (ascender 1.06, descender -0.34, lineHeight 1.40 em; haomeiwen.com/subject/delyyqtx.html),
give 23.8 pt: also taller than what
iOS 18 draws, so the measured pitch is used. Its split into ascender and descender puts the
lines' ink where iOS puts it in that frame (middle line's ink centre at 998.8 px of 2001).
hhea, OS/2 typo (with USE_TYPO_METRICS) and OS/2 win get the same values, as for Inter, so every
rasteriser reads the same line. Outlines and advances are untouched."""
import sys
from fontTools.ttLib import TTFont

ASCENDER, DESCENDER = 1006, -288   # of 1000 units per em: 1.294 em, measured on iOS 18 (above)

def main(path):
    font = TTFont(path, recalcTimestamp=False)
    upm = font["head"].unitsPerEm
    ascender, descender = round(ASCENDER / 1000 * upm), round(DESCENDER / 1000 * upm)
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ascender, descender, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascender, descender, 0
    os2.usWinAscent, os2.usWinDescent = ascender, -descender
    os2.version = max(os2.version, 4)               # v4 defines fsSelection bit 7 (same fields as v3)
    os2.fsSelection |= 1 << 7                       # USE_TYPO_METRICS
    font.save(path)

if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
