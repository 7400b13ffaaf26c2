// Sets FONTCONFIG_FILE to fonts.conf in this file's folder when the test bundle is loaded (see
// include/PinnedFontEnvironment.h for why).
#include "PinnedFontEnvironment.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char configuration_path[4096];

const char *pinned_fonts_configuration_path(void) { return configuration_path; }

// Runs before main, and so before the first fontconfig call of the process. SwiftPM compiles
// the file with its absolute path, which __FILE__ keeps.
__attribute__((constructor)) static void pin_font_environment(void) {
  static const char name[] = "fonts.conf";
  const char *source = __FILE__;
  const char *slash = strrchr(source, '/');
  size_t folder_length = slash ? (size_t)(slash - source) + 1 : 0;
  if (folder_length + sizeof name > sizeof configuration_path) return;
  memcpy(configuration_path, source, folder_length);
  memcpy(configuration_path + folder_length, name, sizeof name);
  if (configuration_path[0] != '/' || access(configuration_path, R_OK) != 0) {
    fprintf(stderr, "PinnedFontEnvironment: %s is not readable; fontconfig keeps the machine's "
                    "configuration\n", configuration_path);
    configuration_path[0] = '\0';
    return;
  }
  setenv("FONTCONFIG_FILE", configuration_path, 1);
  // A sysroot would prefix every path of the configuration.
  unsetenv("FONTCONFIG_SYSROOT");
}
