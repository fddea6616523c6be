/* Native Yoga floor for the layout benchmark: the tree shapes of shared/perf/layout_bench.py
 * (root column, padding 16, width 100 %; R rows: row, padding 4, margin-bottom 8, align center;
 * K leaves cycling 40x40 / flex-grow 1 basis 0 height 20 / 30x10 margin 2).
 * usage: yoga_bench ITERATIONS R K   -- build + layout(364, NaN) + read + free, ITERATIONS times. */
#include <yoga/Yoga.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static YGNodeRef build(int R, int K) {
  YGNodeRef root = YGNodeNew();
  YGNodeStyleSetFlexDirection(root, YGFlexDirectionColumn);
  YGNodeStyleSetPadding(root, YGEdgeAll, 16);
  YGNodeStyleSetWidthPercent(root, 100);
  for (int r = 0; r < R; r++) {
    YGNodeRef row = YGNodeNew();
    YGNodeStyleSetFlexDirection(row, YGFlexDirectionRow);
    YGNodeStyleSetPadding(row, YGEdgeAll, 4);
    YGNodeStyleSetMargin(row, YGEdgeBottom, 8);
    YGNodeStyleSetAlignItems(row, YGAlignCenter);
    for (int k = 0; k < K; k++) {
      YGNodeRef leaf = YGNodeNew();
      if (k % 3 == 0) { YGNodeStyleSetWidth(leaf, 40); YGNodeStyleSetHeight(leaf, 40); }
      else if (k % 3 == 1) { YGNodeStyleSetFlexGrow(leaf, 1); YGNodeStyleSetFlexBasis(leaf, 0); YGNodeStyleSetHeight(leaf, 20); }
      else { YGNodeStyleSetWidth(leaf, 30); YGNodeStyleSetHeight(leaf, 10); YGNodeStyleSetMargin(leaf, YGEdgeAll, 2); }
      YGNodeInsertChild(row, leaf, k);
    }
    YGNodeInsertChild(root, row, r);
  }
  return root;
}

static double readAll(YGNodeRef n) {
  double acc = YGNodeLayoutGetLeft(n) + YGNodeLayoutGetTop(n) + YGNodeLayoutGetWidth(n) + YGNodeLayoutGetHeight(n);
  size_t c = YGNodeGetChildCount(n);
  for (size_t i = 0; i < c; i++) acc += readAll(YGNodeGetChild(n, i));
  return acc;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1, R = argc > 2 ? atoi(argv[2]) : 7, K = argc > 3 ? atoi(argv[3]) : 6;
  double acc = 0;
  for (int i = 0; i < n; i++) {
    YGNodeRef root = build(R, K);
    YGNodeCalculateLayout(root, 364, NAN, YGDirectionLTR);
    acc += readAll(root);
    YGNodeFreeRecursive(root);
  }
  printf("%d iterations, %d nodes, checksum %.1f\n", n, 1 + R + R * K, n ? acc / n : 0);
  return 0;
}
