#include <pango/pangocairo.h>
#include <hb-ot.h>
#include <fribidi.h>
