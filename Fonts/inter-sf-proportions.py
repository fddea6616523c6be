#!/usr/bin/env python3
"""Scales an Inter face's outlines vertically about the baseline, so its x-height and cap height
come to SF Pro's proportions; advances (widths) stay as they are.

usage: inter-sf-proportions.py FONT.otf SCALE   (rewrites FONT.otf in place; run by make-fonts.sh)

SCALE multiplies every y coordinate: glyph outlines (CFF charstrings, redrawn without hints, which
WidgetShot's renderer never uses: FontSystem turns hinting off), GPOS anchors (marks stay on the
scaled bases), y placements/advances in GPOS value records, OS/2 sxHeight / sCapHeight, and the
underline position and thickness. hhea / OS/2 line metrics are not scaled: make-fonts.sh has
already set them to SF Pro's, which fixes the line height and the baseline. Fonts/README.md has
the measured metrics and the SSIM of each scale tried."""
import sys
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otBase, otTables
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen


def scale_outlines(font, s):
    cff = font["CFF "].cff
    cff.desubroutinize()           # every charstring self-contained: the old subroutines go away
    top = cff.topDictIndex[0]
    glyph_set = font.getGlyphSet()
    hmtx = font["hmtx"]
    for name in font.getGlyphOrder():
        cs = top.CharStrings[name]
        pen = T2CharStringPen(hmtx[name][0], glyph_set)
        glyph_set[name].draw(TransformPen(pen, (1, 0, 0, s, 0, 0)))
        new = pen.getCharString(private=cs.private, globalSubrs=cs.globalSubrs)
        cs.program = new.program
    for private in [top.Private] + [fd.Private for fd in getattr(top, "FDArray", [])]:
        for key in ("BlueValues", "OtherBlues", "FamilyBlues", "FamilyOtherBlues", "StemSnapH", "StdHW"):
            if hasattr(private, key):      # hint zones of the unscaled outlines: meaningless now
                delattr(private, key)


def scale_gpos(font, s):
    if "GPOS" not in font:
        return
    seen = set()

    def walk(obj):
        if id(obj) in seen:
            return
        seen.add(id(obj))
        if isinstance(obj, otTables.Anchor):
            obj.YCoordinate = round(obj.YCoordinate * s)
            return
        if isinstance(obj, otBase.ValueRecord):
            for key in ("YPlacement", "YAdvance"):
                if getattr(obj, key, None):
                    setattr(obj, key, round(getattr(obj, key) * s))
            return
        if isinstance(obj, (list, tuple)):
            for item in obj:
                walk(item)
        elif hasattr(obj, "__dict__"):
            for value in vars(obj).values():
                if isinstance(value, (list, tuple)) or hasattr(value, "__dict__"):
                    walk(value)

    walk(font["GPOS"].table)


def main(path, scale):
    s = float(scale)
    font = TTFont(path, recalcTimestamp=False)
    scale_outlines(font, s)
    scale_gpos(font, s)
    os2, post = font["OS/2"], font["post"]
    os2.sxHeight, os2.sCapHeight = round(os2.sxHeight * s), round(os2.sCapHeight * s)
    post.underlinePosition = round(post.underlinePosition * s)
    post.underlineThickness = round(post.underlineThickness * s)
    font.save(path)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
