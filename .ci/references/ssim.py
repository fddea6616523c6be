#!/usr/bin/env python3
"""SSIM of WidgetShot's renders against public iOS reference images (references.tsv).

usage: ssim.py OURS REFS   (OURS: the WIDGETSHOT_REFERENCE_OUTPUT folder; REFS: fetch.sh's folder)

Both images are composited on the reference's background (column 5), converted to sRGB when
the PNG carries an ICC profile (iOS writes Display P3 PNGs on some simulators), made greyscale
and compared with scikit-image's SSIM (7 × 7 window, data range 255). When the sizes differ the
top-left common area is compared and the line says so. Prints one line per reference, then the
median."""
import io, os, statistics, sys
import numpy as np
from PIL import Image, ImageCms
from skimage.metrics import structural_similarity

here = os.path.dirname(os.path.abspath(__file__))

def grey(path, background):
    im = Image.open(path)
    icc = im.info.get('icc_profile')
    im = im.convert('RGBA')
    if icc:
        rgb, alpha = im.convert('RGB'), im.getchannel('A')
        src = ImageCms.ImageCmsProfile(io.BytesIO(icc))
        rgb = ImageCms.profileToProfile(rgb, src, ImageCms.createProfile('sRGB'))
        im = rgb.convert('RGBA')
        im.putalpha(alpha)
    base = Image.new('RGBA', im.size, (background, background, background, 255))
    base.alpha_composite(im)
    return np.asarray(base.convert('L')).astype(float)

def main(ours, refs):
    scores = []
    for line in open(os.path.join(here, 'references.tsv')):
        if line.startswith('#') or not line.strip():
            continue
        name, repo, commit, path, background, our_name = line.rstrip('\n').split('\t')[:6]
        ref, mine = os.path.join(refs, name + '.png'), os.path.join(ours, our_name + '.png')
        if not os.path.exists(mine) or not os.path.exists(ref):
            print(f'{name}: missing {"our render" if not os.path.exists(mine) else "reference"}')
            continue
        a, b = grey(mine, int(background)), grey(ref, int(background))
        h, w = min(a.shape[0], b.shape[0]), min(a.shape[1], b.shape[1])
        note = '' if a.shape == b.shape else f' (sizes {a.shape[1]}x{a.shape[0]} vs {b.shape[1]}x{b.shape[0]}: top-left {w}x{h} compared)'
        s = structural_similarity(a[:h, :w], b[:h, :w], data_range=255, win_size=7)
        scores.append(s)
        print(f'{name}: SSIM {s:.4f}{note}')
    if scores:
        print(f'median of {len(scores)}: {statistics.median(scores):.4f}')

if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
