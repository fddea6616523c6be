// poppler-glib: PDF image sets in asset catalogs are drawn through it onto cairo
// (WidgetShotCairo/Images/VectorImage.swift). Headers only.
#include <poppler.h>
