// librsvg: SVG image sets and custom SF Symbol templates (`.symbolset`) in asset catalogs are
// drawn through it onto cairo (WidgetShotCairo/Images/VectorImage.swift). Headers only.
#include <librsvg/rsvg.h>
