#include <pango/pangocairo.h>
#include <hb-ot.h>
#include <fribidi.h>
#ifdef __linux__
// The private font configuration (Native/PrivateFontConfig.swift): fontconfig, and Pango's fontconfig font map.
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
#endif
