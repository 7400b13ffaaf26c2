// CFontconfig: fontconfig's C API, used only to find a system font that covers a character the
// configured faces lack (as Pango and Chromium do on Linux). Its header imports cleanly; the shim
// exists so the module map has one header of ours to name.
#ifndef CFONTCONFIG_SHIM_H
#define CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
